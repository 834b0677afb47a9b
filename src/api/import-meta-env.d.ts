// The env variables this layer reads. Declared the way vite/client does, so the two merge once Vite is added.
interface ImportMetaEnv {
  /** Server base address, e.g. https://api.example.cn; unset means same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
