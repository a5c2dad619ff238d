// jest (jsdom) maps './codeMirrorView' here (jest.config.js moduleNameMapper): jsdom has no layout, which
// CodeMirror measures, so in jsdom the code editor stays its plain textarea, the field every form test types into.
// The editor itself runs in the browser tests.
throw new Error('CodeMirror is not loaded in jsdom: the code editor stays a textarea');
export {};
