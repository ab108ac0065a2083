import { createApp } from 'vue';
import '../../shared/table.css';
import App from './App.vue';

createApp(App).mount('#app');
