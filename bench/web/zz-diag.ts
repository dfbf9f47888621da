import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startJackdaw } from '../lib/processes.js';
import { chromiumArgs } from '../../e2e/support/browser.js';

const jackdaw = await startJackdaw();
try {
  const url = `${jackdaw.url}/`;
  await (await fetch(url)).text();
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
  });
  try {
    const r = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    const lhr = r!.lhr;
    writeFileSync('/tmp/ana/lhr.json', JSON.stringify(lhr));
    writeFileSync('/tmp/ana/trace.json', JSON.stringify((r!.artifacts as any).Trace));
    console.log('score', lhr.categories.performance?.score);
    for (const a of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'speed-index',
      'total-blocking-time',
      'max-potential-fid',
      'interactive',
    ])
      console.log(a, lhr.audits[a]?.displayValue, lhr.audits[a]?.score);
  } finally {
    chrome.kill();
  }
} finally {
  await jackdaw.stop();
}
