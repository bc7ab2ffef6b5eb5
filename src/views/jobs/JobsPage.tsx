import { PageHeader } from '../shell/PageHeader';

export default function JobsPage() {
  return <PageHeader title="Jobs Management" />;
}
