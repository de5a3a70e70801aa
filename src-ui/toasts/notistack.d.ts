import 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    blank: true;
    loading: true;
    custom: { icon?: 'bell' };
  }
}
