//! The files shipped under presets/ that the app reads at run time — the problem bank and the
//! interviewer presets — as one read-only [`Tree`]: embedded in the binary by default, so an
//! installed `mashang` runs from any directory, or a directory on disk that a setting names
//! instead. (The message catalogs, prompts, topic glossary and chart font are compiled into their
//! own crates with `include_str!`/`include_bytes!`: nothing reads them at run time.)

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

use std::borrow::Cow;
use std::io;
use std::path::{Component, Path, PathBuf};

use include_dir::{Dir, DirEntry, include_dir};

static PROBLEMS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/../../presets/problems");
static INTERVIEWERS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/../../presets/interviewers");
static PLANS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/../../presets/plans");

/// How messages name the embedded presets: not a path on disk, but one whose last component is
/// still the folder's name (a problem's id must equal its folder name).
pub const EMBEDDED_ROOT: &str = "<embedded>/presets";

/// A read-only folder: part of the presets embedded in the binary, or a directory on disk.
#[derive(Debug, Clone)]
pub struct Tree(Source);

#[derive(Debug, Clone)]
enum Source {
    Embedded { dir: &'static Dir<'static>, shown: PathBuf },
    Disk(PathBuf),
}

impl Tree {
    /// The problem bank: `dir` when one is configured, else the bank embedded in the binary.
    pub fn problems(dir: Option<&Path>) -> Tree {
        match dir {
            Some(dir) => Tree::disk(dir),
            None => Tree::embedded(&PROBLEMS, "problems"),
        }
    }

    /// The interviewer presets: `<presets>/interviewers` when a presets directory is configured,
    /// else the ones embedded in the binary.
    pub fn interviewers(presets: Option<&Path>) -> Tree {
        match presets {
            Some(dir) => Tree::disk(dir.join("interviewers")),
            None => Tree::embedded(&INTERVIEWERS, "interviewers"),
        }
    }

    /// The study plans: `<presets>/plans` when a presets directory is configured, else the ones
    /// embedded in the binary.
    pub fn plans(presets: Option<&Path>) -> Tree {
        match presets {
            Some(dir) => Tree::disk(dir.join("plans")),
            None => Tree::embedded(&PLANS, "plans"),
        }
    }

    /// The folder that `path` — a [`Tree::path`], such as a loaded problem's directory — names:
    /// below [`EMBEDDED_ROOT`] the embedded copy (`None` when nothing is embedded there), else the
    /// directory on disk.
    pub fn at(path: &Path) -> Option<Tree> {
        let Ok(rel) = path.strip_prefix(EMBEDDED_ROOT) else {
            return Some(Tree::disk(path));
        };
        let mut comps = rel.components();
        let root: &'static Dir<'static> = match comps.next()?.as_os_str().to_str()? {
            "problems" => &PROBLEMS,
            "interviewers" => &INTERVIEWERS,
            "plans" => &PLANS,
            _ => return None,
        };
        let rest = comps.as_path();
        let dir = if rest.as_os_str().is_empty() {
            root
        } else {
            match entry(root, rest.to_str()?)? {
                DirEntry::Dir(d) => d,
                DirEntry::File(_) => return None,
            }
        };
        Some(Tree(Source::Embedded { dir, shown: path.to_path_buf() }))
    }

    /// A directory on disk.
    pub fn disk(dir: impl Into<PathBuf>) -> Tree {
        Tree(Source::Disk(dir.into()))
    }

    fn embedded(dir: &'static Dir<'static>, name: &str) -> Tree {
        Tree(Source::Embedded { dir, shown: Path::new(EMBEDDED_ROOT).join(name) })
    }

    /// Whether this is the copy embedded in the binary.
    pub fn is_embedded(&self) -> bool {
        matches!(self.0, Source::Embedded { .. })
    }

    /// The directory, or for an embedded tree the name messages show (under [`EMBEDDED_ROOT`]).
    pub fn path(&self) -> &Path {
        match &self.0 {
            Source::Embedded { shown, .. } => shown,
            Source::Disk(dir) => dir,
        }
    }

    /// The sub-folders directly inside, sorted by name. A directory that cannot be read is an
    /// error (an embedded tree always reads).
    pub fn folders(&self) -> io::Result<Vec<Tree>> {
        let mut out: Vec<Tree> = match &self.0 {
            Source::Embedded { dir, shown } => dir
                .dirs()
                .filter_map(|d| {
                    let name = d.path().file_name()?;
                    Some(Tree(Source::Embedded { dir: d, shown: shown.join(name) }))
                })
                .collect(),
            Source::Disk(dir) => std::fs::read_dir(dir)?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_dir())
                .map(Tree::disk)
                .collect(),
        };
        out.sort_by(|a, b| a.path().cmp(b.path()));
        Ok(out)
    }

    /// The text of `rel` (a `/`-separated path relative to this folder).
    pub fn read(&self, rel: &str) -> io::Result<String> {
        match self.read_bytes(rel)? {
            Cow::Owned(bytes) => {
                String::from_utf8(bytes).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))
            }
            Cow::Borrowed(bytes) => std::str::from_utf8(bytes)
                .map(str::to_string)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e)),
        }
    }

    /// The bytes of `rel`: borrowed from the binary when embedded.
    pub fn read_bytes(&self, rel: &str) -> io::Result<Cow<'static, [u8]>> {
        match &self.0 {
            Source::Embedded { dir, .. } => match entry(dir, rel) {
                Some(DirEntry::File(f)) => Ok(Cow::Borrowed(f.contents())),
                _ => Err(io::Error::new(
                    io::ErrorKind::NotFound,
                    format!("no file `{rel}` in the embedded presets"),
                )),
            },
            Source::Disk(dir) => std::fs::read(dir.join(rel)).map(Cow::Owned),
        }
    }

    /// Whether `rel` is a file.
    pub fn is_file(&self, rel: &str) -> bool {
        match &self.0 {
            Source::Embedded { dir, .. } => matches!(entry(dir, rel), Some(DirEntry::File(_))),
            Source::Disk(dir) => dir.join(rel).is_file(),
        }
    }

    /// The names of the files directly inside the sub-folder `sub` (`""` for this one), sorted;
    /// none when it is absent.
    pub fn files(&self, sub: &str) -> Vec<String> {
        let mut names: Vec<String> = match &self.0 {
            Source::Embedded { dir, .. } => {
                let sub_dir = if sub.is_empty() {
                    Some(*dir)
                } else {
                    match entry(dir, sub) {
                        Some(DirEntry::Dir(d)) => Some(d),
                        _ => None,
                    }
                };
                sub_dir
                    .into_iter()
                    .flat_map(|d| d.files())
                    .filter_map(|f| f.path().file_name()?.to_str().map(str::to_string))
                    .collect()
            }
            Source::Disk(dir) => {
                let Ok(entries) = std::fs::read_dir(dir.join(sub)) else {
                    return Vec::new();
                };
                entries
                    .flatten()
                    .filter(|e| e.path().is_file())
                    .filter_map(|e| e.file_name().to_str().map(str::to_string))
                    .collect()
            }
        };
        names.sort();
        names
    }

    /// Every file below this folder, as `/`-separated relative paths, sorted.
    pub fn all_files(&self) -> io::Result<Vec<String>> {
        let mut out = Vec::new();
        match &self.0 {
            Source::Embedded { dir, .. } => embedded_files(dir, "", &mut out),
            Source::Disk(dir) => disk_files(dir, "", &mut out)?,
        }
        out.sort();
        Ok(out)
    }
}

/// The entry at `rel` below `dir`, walked by file name: include_dir's own lookup compares paths
/// from the embedded root, which a sub-folder's `rel` is not.
fn entry(dir: &'static Dir<'static>, rel: &str) -> Option<&'static DirEntry<'static>> {
    let mut found: Option<&'static DirEntry<'static>> = None;
    for comp in Path::new(rel).components() {
        let name = match comp {
            Component::Normal(name) => name,
            Component::CurDir => continue,
            // Nothing outside the tree: no `..`, no absolute path.
            _ => return None,
        };
        let here = match found {
            None => dir,
            Some(DirEntry::Dir(d)) => d,
            Some(DirEntry::File(_)) => return None,
        };
        found = Some(here.entries().iter().find(|e| e.path().file_name() == Some(name))?);
    }
    found
}

fn embedded_files(dir: &Dir<'static>, prefix: &str, out: &mut Vec<String>) {
    for e in dir.entries() {
        let Some(name) = e.path().file_name().and_then(|n| n.to_str()) else { continue };
        let rel = format!("{prefix}{name}");
        match e {
            DirEntry::Dir(d) => embedded_files(d, &format!("{rel}/"), out),
            DirEntry::File(_) => out.push(rel),
        }
    }
}

fn disk_files(dir: &Path, prefix: &str, out: &mut Vec<String>) -> io::Result<()> {
    for e in std::fs::read_dir(dir)? {
        let path = e?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else { continue };
        let rel = format!("{prefix}{name}");
        if path.is_dir() {
            disk_files(&path, &format!("{rel}/"), out)?;
        } else {
            out.push(rel);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
