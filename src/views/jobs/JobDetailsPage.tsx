import { PageHeader } from '../shell/PageHeader';

export default function JobDetailsPage() {
  return <PageHeader title="Job Details and History" />;
}
