import { mount } from 'svelte';
import '../../shared/table.css';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
