import { render } from 'preact';
import { OriginalsApp } from './app';
import './originals.css';

const root = document.getElementById('game');
if (!root) throw new Error('#game is missing from originals.html');
render(<OriginalsApp />, root);
