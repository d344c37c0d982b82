import Leanplum from '@leanplum/react-native-sdk';

// Leanplum.start() is called once the app's JavaScript has loaded, not in AppDelegate.
export function startLeanplum(): void {
  if (__DEV__) {
    Leanplum.setAppIdForDevelopmentMode('app_dev', 'dev_key');
  } else {
    Leanplum.setAppIdForProductionMode('app_prod', 'prod_key');
  }
  Leanplum.start();
}
