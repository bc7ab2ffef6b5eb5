/** Where a build lists the files of every screen (src/app/screenCodePlugin.ts writes it, src/app/screenCode.ts reads it). */
export const SCREEN_CODE_FILE = 'screen-code.json';
