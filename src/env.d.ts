declare const __BUILD_VARIANT__: 'development' | 'staging' | 'production';
