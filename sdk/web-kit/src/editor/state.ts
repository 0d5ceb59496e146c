/** The editor state of a script: the document and the plugins (history, keys, [brackets]); runs without a DOM. */
import { history } from 'prosemirror-history';
import { EditorState } from 'prosemirror-state';
import { bracketPlugin } from './brackets.js';
import { scriptKeys } from './commands.js';
import { toProseMirror } from './convert.js';
import type { RichText } from './model.js';
import { scriptSchema } from './schema.js';

export function createScriptState(value: RichText | null | undefined): EditorState {
  return EditorState.create({
    schema: scriptSchema,
    doc: toProseMirror(value),
    plugins: [history({ depth: 200 }), ...scriptKeys(), bracketPlugin()],
  });
}
