// custom-elements.json is generated from the classes' JSDoc (@summary, @fires, @csspart, @cssprop) and their
// Lit properties; it is never written by hand. What a partner cannot use is left out: private and protected
// members, and members marked `@internal` (the plumbing the elements share with their own modules). Modules are
// listed in path order, so the file is the same on every machine.
function publicApiOnly() {
  return {
    name: 'cee-public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      // In path order, whatever order the file system lists the sources in (a fresh clone may list them otherwise).
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.members) continue;
          declaration.members = declaration.members.filter(
            (member) => member.privacy !== 'private' && member.privacy !== 'protected' && !/^[#_]/.test(member.name) && !member.internal,
          );
        }
      }
    },
    analyzePhase({ ts, node, moduleDoc }) {
      // Marks members whose JSDoc carries @internal, so the link phase can drop them.
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const declaration = moduleDoc.declarations?.find((d) => d.name === node.name.getText());
      for (const member of node.members) {
        const tags = ts.getJSDocTags(member);
        if (!tags.some((tag) => tag.tagName.getText() === 'internal')) continue;
        const name = member.name?.getText();
        const entry = declaration?.members?.find((m) => m.name === name);
        if (entry) entry.internal = true;
      }
    },
  };
}

export default {
  globs: ['src/elements/**/*.ts', 'src/ui/widget-element.ts'],
  exclude: ['src/**/*.styles.ts', 'src/**/*.messages.ts', 'src/**/*.messages.en.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [publicApiOnly()],
};
