import { PageHeader } from '../shell/PageHeader';

export default function DownloadReportsPage() {
  return <PageHeader title="Download Reports" />;
}
