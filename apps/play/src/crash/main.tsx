import { render } from 'preact';
import { CrashApp } from './app';
import './crash.css';

const root = document.getElementById('game');
if (!root) throw new Error('#game is missing from crash.html');
render(<CrashApp />, root);
