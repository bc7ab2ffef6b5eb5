import { PageHeader } from '../shell/PageHeader';

export default function UsersPage() {
  return <PageHeader title="Users Management" />;
}
