import { PageHeader } from '../shell/PageHeader';

export default function PendingToFinishPage() {
  return <PageHeader title="Pending Jobs to Finish" />;
}
