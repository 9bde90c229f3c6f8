/**
 * Which Node.js runs Caretaker (README "Running in production"): package.json's engines is the floor, the machine that
 * tests must meet it, and the Docker image and the README name the same current LTS.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const CURRENT_LTS = 24;
const read = (f: string) => fs.readFileSync(f, 'utf8');
const version = (v: string) => v.replace(/^v/, '').split('.').map(Number);

describe('supported Node.js', () => {
  it('runs the tests on a Node.js that meets the engines field', () => {
    const floor = /^>=(\d+\.\d+)$/.exec(JSON.parse(read('package.json')).engines.node)?.[1];
    expect(floor).toBe('20.19');
    const [major, minor] = version(process.version);
    const [fMajor, fMinor] = version(floor!);
    expect(major > fMajor || (major === fMajor && minor >= fMinor), process.version).toBe(true);
  });

  it('builds the Docker image on the current LTS and says so in the README', () => {
    expect(read('Dockerfile')).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${CURRENT_LTS}-`, 'm'));
    expect(read('README.md')).toContain(`Node.js ${CURRENT_LTS} (the current LTS)`);
  });
});
