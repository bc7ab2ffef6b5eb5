import { PageHeader } from '../shell/PageHeader';

export default function AssignTaskPage() {
  return <PageHeader title="Assign Job Task" />;
}
