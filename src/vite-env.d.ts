/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_DASHBOARD_API_BASE_URL?: string;
  readonly VITE_UPLOAD_URL?: string;
  readonly VITE_UPLOAD_PRESET?: string;
  readonly VITE_MOCK_SCALE?: string;
  /** Where "Contact Sales" and "Start Free Trial" write to. */
  readonly VITE_SALES_EMAIL?: string;
  /** Set by a build only (src/app/screenCodePlugin.ts): where it lists every screen's files. */
  readonly VITE_SCREEN_CODE_LIST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
