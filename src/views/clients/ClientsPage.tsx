import { PageHeader } from '../shell/PageHeader';

export default function ClientsPage() {
  return <PageHeader title="Clients Management" />;
}
