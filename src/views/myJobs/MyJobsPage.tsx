import { PageHeader } from '../shell/PageHeader';

export default function MyJobsPage() {
  return <PageHeader title="My Jobs" />;
}
