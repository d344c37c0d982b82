import {AppRegistry} from 'react-native';
import App from './App';
import {startLeanplum} from './src/leanplum';

startLeanplum();
AppRegistry.registerComponent('RNShop', () => App);
