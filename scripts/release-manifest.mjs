// The release fields of module.json, derived from package.json: its version and `repository.url` (a config value the
// maintainers may change). `manifest` always points at the latest release's module.json, so Foundry can offer updates;
// `download` points at this version's zip, attached to the release tagged `v<version>`.
export const ZIP_NAME = "indie-dice.zip";

/** `git+https://host/owner/name.git` → `https://host/owner/name`. */
export function repositoryUrl(pkg) {
  const raw = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  if (!raw) throw new Error("package.json needs repository.url (the release URLs are derived from it)");
  return raw
    .replace(/^git\+/, "")
    .replace(/\.git$/, "")
    .replace(/\/+$/, "");
}

/** module.json as released: the source manifest with version, url, manifest, download, bugs and changelog. */
export function releaseManifest(manifest, pkg) {
  const repo = repositoryUrl(pkg);
  return {
    ...manifest,
    version: pkg.version,
    url: repo,
    manifest: `${repo}/releases/latest/download/module.json`,
    download: `${repo}/releases/download/v${pkg.version}/${ZIP_NAME}`,
    bugs: `${repo}/issues`,
    changelog: `${repo}/blob/v${pkg.version}/CHANGELOG.md`,
  };
}
