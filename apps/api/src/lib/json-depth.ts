import { Transform, type TransformCallback } from 'node:stream';
import { ErrorCode } from '@jackdaw/contracts';
import { AppError } from './app-error.js';

/**
 * The deepest nesting of objects and arrays a request body may have. No call of ours nests past
 * a handful of levels; code that walks a parsed value recursively (signature checks that
 * stringify fields, validation, logging) overflows the stack near ten thousand levels, and
 * V8's JSON.parse spends tens of milliseconds on a deep quarter-megabyte body.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const isWhitespace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * `json`: the body is JSON by its content type. `sniff`: it may be (payment callbacks read their
 * body as JSON whatever it is labelled), and is checked when its first byte opens an object or
 * an array.
 */
export type JsonDepthMode = 'json' | 'sniff';

export function tooDeep(limit = MAX_JSON_DEPTH): AppError {
  return AppError.badRequest(
    `The body nests objects or arrays deeper than ${limit} levels.`,
    ErrorCode.RequestTooDeep,
  );
}

/**
 * Passes a body through unchanged and fails it as soon as its nesting passes the limit, before
 * the rest arrives and before anything parses it. No maintained JSON library offers a depth
 * option (secure-json-parse, @streamparser/json's tokenizer would need a wrapper and costs ten
 * times JSON.parse on every body); depth needs only strings and brackets told apart, which UTF-8
 * allows byte by byte (every byte of a multi-byte character is ≥ 0x80).
 */
export class JsonDepthLimit extends Transform {
  #mode: JsonDepthMode | 'off';
  #depth = 0;
  #inString = false;
  #escaped = false;

  constructor(
    mode: JsonDepthMode,
    readonly limit = MAX_JSON_DEPTH,
  ) {
    super();
    this.#mode = mode;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#mode !== 'off' && !this.#scan(chunk)) {
      callback(tooDeep(this.limit));
      return;
    }
    callback(null, chunk);
  }

  /** False once the limit is passed. */
  #scan(chunk: Buffer): boolean {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      if (this.#mode === 'sniff') {
        if (isWhitespace(byte)) continue;
        if (byte !== OPEN_OBJECT && byte !== OPEN_ARRAY) {
          this.#mode = 'off';
          return true;
        }
        this.#mode = 'json';
      }
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (byte === BACKSLASH) this.#escaped = true;
        else if (byte === QUOTE) this.#inString = false;
      } else if (byte === QUOTE) {
        this.#inString = true;
      } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        if (++this.#depth > this.limit) return false;
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        this.#depth--;
      }
    }
    return true;
  }
}
