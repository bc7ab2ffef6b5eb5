import { PageHeader } from '../shell/PageHeader';

export default function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
