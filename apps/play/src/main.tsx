import { render } from 'preact';
import { App } from './app';
import './styles.css';

const root = document.getElementById('game');
if (!root) throw new Error('#game is missing from index.html');
render(<App />, root);
