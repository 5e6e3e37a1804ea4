//! The sandbox's state directory and the checks that make it trustworthy: it holds compiled
//! artifacts (executed in every later run of the same source) and the runtime-probe cache (which
//! names the interpreter every submission runs), so whoever can write it decides what runs. It
//! is accepted only when no other local user can write it or any directory on the way to it.

use std::ffi::CString;
use std::fs;
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, PermissionsExt};
use std::path::{Component, Path, PathBuf};

/// Why a state directory was refused. Each says what is wrong; [`StateDirProblem::fix`] says
/// what to do about it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StateDirProblem {
    #[error("{} is a symbolic link", .0.display())]
    Symlink(PathBuf),
    #[error("{} is not a directory", .0.display())]
    NotADirectory(PathBuf),
    #[error("{} is owned by uid {owner}, not by this process's uid {euid}", path.display())]
    WrongOwner { path: PathBuf, owner: u32, euid: u32 },
    #[error(
        "{} (on the way to the state directory) can be written by another user (owner uid {owner}, mode {mode:o})",
        path.display()
    )]
    UnsafeAncestor { path: PathBuf, owner: u32, mode: u32 },
    #[error("{}: {message}", path.display())]
    Io { path: PathBuf, message: String },
}

impl StateDirProblem {
    /// How an operator fixes it.
    pub fn fix(&self) -> String {
        match self {
            StateDirProblem::Symlink(p)
            | StateDirProblem::NotADirectory(p)
            | StateDirProblem::WrongOwner { path: p, .. } => format!(
                "someone else may have created it to take over the sandbox: inspect it, remove it \
                 (`rm -r -- {}`) and start again, or point the sandbox at a directory only this \
                 user can write (`state_dir` / MASHANG_SANDBOX_DIR)",
                p.display()
            ),
            StateDirProblem::UnsafeAncestor { path, .. } => format!(
                "make {} writable only by its owner (`chmod go-w`), owned by root or this user, \
                 or choose a state directory elsewhere",
                path.display()
            ),
            StateDirProblem::Io { .. } => {
                "make the directory's parent writable by this user, or choose another state \
                 directory"
                    .to_string()
            }
        }
    }
}

fn io_problem(path: &Path, e: io::Error) -> StateDirProblem {
    StateDirProblem::Io { path: path.to_path_buf(), message: e.to_string() }
}

pub(crate) fn euid() -> u32 {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() }
}

/// The directory used when none is configured: `$MASHANG_SANDBOX_DIR`, else
/// `<tmp>/mashang-sandbox-<euid>` (verified like any other).
pub(crate) fn default_dir() -> PathBuf {
    std::env::var_os("MASHANG_SANDBOX_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join(format!("mashang-sandbox-{}", euid())))
}

/// Create (when missing) and verify the state directory and its `artifacts/` and `scratch/`.
/// Returns the absolute path to use from now on.
pub(crate) fn prepare(dir: &Path) -> Result<PathBuf, StateDirProblem> {
    let root = absolute(dir)?;
    let parent = root.parent().unwrap_or(Path::new("/")).to_path_buf();
    // A missing data dir is ours to create; its mode follows the umask (checked just below).
    fs::create_dir_all(&parent).map_err(|e| io_problem(&parent, e))?;
    check_ancestors(&parent)?;
    claim_dir(&root)?;
    for sub in ["artifacts", "scratch"] {
        claim_dir(&root.join(sub))?;
    }
    let artifacts = root.join("artifacts");
    for entry in fs::read_dir(&artifacts).map_err(|e| io_problem(&artifacts, e))? {
        let entry = entry.map_err(|e| io_problem(&artifacts, e))?;
        check_owned_dir(&entry.path())?;
    }
    Ok(root)
}

fn absolute(dir: &Path) -> Result<PathBuf, StateDirProblem> {
    let abs = if dir.is_absolute() {
        dir.to_path_buf()
    } else {
        std::env::current_dir().map_err(|e| io_problem(dir, e))?.join(dir)
    };
    // Lexical clean-up only: `..` after a symlink would resolve elsewhere, so it is refused.
    let mut out = PathBuf::new();
    for c in abs.components() {
        match c {
            Component::ParentDir => {
                return Err(StateDirProblem::Io {
                    path: abs.clone(),
                    message: "`..` is not allowed in the state directory's path".into(),
                });
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    Ok(out)
}

/// Every directory from `/` to `dir`, both as written and as resolved, must be unchangeable by
/// other users: owned by root or us, and not group/world-writable unless sticky (like /tmp, where
/// others cannot rename or remove our entries).
fn check_ancestors(dir: &Path) -> Result<(), StateDirProblem> {
    let real = fs::canonicalize(dir).map_err(|e| io_problem(dir, e))?;
    for path in dir.ancestors().chain(real.ancestors()) {
        let meta = fs::metadata(path).map_err(|e| io_problem(path, e))?;
        let (owner, mode) = (meta.uid(), meta.mode());
        let sticky = mode & libc::S_ISVTX != 0;
        if (owner != 0 && owner != euid()) || (mode & 0o022 != 0 && !sticky) {
            return Err(StateDirProblem::UnsafeAncestor {
                path: path.to_path_buf(),
                owner,
                mode: mode & 0o7777,
            });
        }
    }
    Ok(())
}

/// Make `path` a directory of ours with mode 0700: create it when missing, refuse a symlink,
/// a non-directory or another user's directory, and tighten the mode of our own.
fn claim_dir(path: &Path) -> Result<(), StateDirProblem> {
    match fs::DirBuilder::new().mode(0o700).create(path) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(io_problem(path, e)),
    }
    let meta = check_owned_dir(path)?;
    if meta.mode() & 0o7777 != 0o700 {
        set_mode_nofollow(path, 0o700)?;
    }
    Ok(())
}

/// `path` itself (not a symlink's target) is a directory owned by our euid.
pub(crate) fn check_owned_dir(path: &Path) -> Result<fs::Metadata, StateDirProblem> {
    let meta = fs::symlink_metadata(path).map_err(|e| io_problem(path, e))?;
    if meta.file_type().is_symlink() {
        return Err(StateDirProblem::Symlink(path.to_path_buf()));
    }
    if !meta.is_dir() {
        return Err(StateDirProblem::NotADirectory(path.to_path_buf()));
    }
    if meta.uid() != euid() {
        return Err(StateDirProblem::WrongOwner {
            path: path.to_path_buf(),
            owner: meta.uid(),
            euid: euid(),
        });
    }
    Ok(meta)
}

/// chmod through an `O_NOFOLLOW | O_DIRECTORY` fd, so a symlink swapped in after the check is
/// refused rather than followed.
pub(crate) fn set_mode_nofollow(path: &Path, mode: u32) -> Result<(), StateDirProblem> {
    let c = CString::new(path.as_os_str().as_bytes())
        .map_err(|_| io_problem(path, io::Error::from(io::ErrorKind::InvalidInput)))?;
    // SAFETY: a NUL-terminated path; the fd is closed below.
    let fd = unsafe {
        libc::open(
            c.as_ptr(),
            libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC,
        )
    };
    if fd < 0 {
        return Err(io_problem(path, io::Error::last_os_error()));
    }
    // SAFETY: fd is an open directory we own.
    let rc = unsafe { libc::fchmod(fd, mode) };
    let err = io::Error::last_os_error();
    // SAFETY: closing the fd opened above.
    unsafe { libc::close(fd) };
    if rc < 0 { Err(io_problem(path, err)) } else { Ok(()) }
}

/// Remove `path` without ever following a symlink: a symlink (or any non-directory) is unlinked
/// itself, a directory is removed with its contents (std's `remove_dir_all` does not follow
/// symlinks inside the tree either).
pub(crate) fn remove_nofollow(path: &Path) {
    match fs::symlink_metadata(path) {
        Ok(m) if m.is_dir() => {
            let _ = fs::remove_dir_all(path);
        }
        Ok(_) => {
            let _ = fs::remove_file(path);
        }
        Err(_) => {}
    }
}

/// Read a small file of ours: not through a symlink, owned by us, not writable by others.
pub(crate) fn read_own_file(path: &Path, max: u64) -> Option<Vec<u8>> {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let file = fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path)
        .ok()?;
    let meta = file.metadata().ok()?;
    if !meta.is_file() || meta.uid() != euid() || meta.mode() & 0o022 != 0 || meta.len() > max {
        return None;
    }
    let mut buf = Vec::with_capacity(meta.len() as usize);
    file.take(max).read_to_end(&mut buf).ok()?;
    Some(buf)
}

/// Mode bits of a fresh scratch dir: the sandbox's user is not us, so it needs write access; the
/// 0700 parent keeps everyone else out.
pub(crate) fn make_world_writable(path: &Path) -> io::Result<()> {
    fs::set_permissions(path, fs::Permissions::from_mode(0o777))
}
