/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_DASHBOARD_API_BASE_URL?: string;
  readonly VITE_UPLOAD_URL?: string;
  readonly VITE_UPLOAD_PRESET?: string;
  readonly VITE_MOCK_SCALE?: string;
  /** Where "Contact Sales" and "Start Free Trial" write to. */
  readonly VITE_SALES_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
