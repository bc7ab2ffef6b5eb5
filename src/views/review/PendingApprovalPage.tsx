import { PageHeader } from '../shell/PageHeader';

export default function PendingApprovalPage() {
  return <PageHeader title="Pending Jobs to Approve" />;
}
