import { PageHeader } from '../shell/PageHeader';

export default function ReportsPage() {
  return <PageHeader title="Reports and Analytics" />;
}
