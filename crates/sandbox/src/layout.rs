//! The sandbox's root filesystem, as a list of [`FsOp`]s: a read-only view of the system libraries
//! and the language runtime, a minimal /etc and /dev, a fresh /proc, and size-limited tmpfs for
//! /work and /tmp. Nothing else of the host is visible — not even the supervisor's own executable
//! when a bound directory holds it (see [`own_exe`]).

use std::collections::HashSet;
use std::ffi::CString;
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use libc::c_ulong;

use crate::child::{FIRST_BIND_FD, FsOp};

/// The mount point of the new root inside the child's private mount namespace. `/tmp` is always a
/// world-traversable directory, and hiding it in that namespace does not matter: every bind source
/// is an fd opened beforehand.
const STAGING: &str = "/tmp";

/// Host entries exposed read-only (or re-created as the same symlink on merged-/usr systems).
const SYSTEM_DIRS: &[&str] = &["/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin"];
const ETC_ENTRIES: &[&str] = &[
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/localtime",
    "/etc/alternatives",
];
const DEVICES: &[&str] = &["null", "zero", "full", "random", "urandom"];

pub const SANDBOX_UID: u32 = 1000;
pub const SANDBOX_GID: u32 = 1000;

/// How /out is provided: writable (an empty tmpfs, handed over) for the compile step, a
/// read-only copy of the artifact for executions.
pub enum OutDir<'a> {
    None,
    Writable,
    ReadOnly(&'a Path),
}

/// Sizes of the writable filesystems.
pub struct Space {
    pub work_mb: u64,
    pub tmp_mb: u64,
    pub inodes: u64,
}

pub struct Layout {
    pub ops: Vec<FsOp>,
    /// Host paths of the bind sources; the child opens them (in its own mount namespace, before it
    /// drops privileges) as fds [`FIRST_BIND_FD`]…
    pub bind_sources: Vec<CString>,
    pub new_root: CString,
    /// A directory the child hands over to the supervisor before exec (the writable /out).
    pub hand_over: Option<CString>,
    made: HashSet<PathBuf>,
    /// Every bind so far: (the host path, canonical; its path inside).
    bound: Vec<(PathBuf, PathBuf)>,
}

impl Layout {
    pub fn build(
        runtime_roots: &[PathBuf],
        extra_binds: &[String],
        out: OutDir<'_>,
        files: &[(String, Vec<u8>)],
        space: &Space,
    ) -> std::io::Result<Layout> {
        let mut l = Layout {
            ops: vec![FsOp::MakePrivate],
            bind_sources: Vec::new(),
            new_root: cstr(Path::new(STAGING)),
            hand_over: None,
            made: HashSet::new(),
            bound: Vec::new(),
        };
        l.tmpfs("/", libc::MS_NOSUID | libc::MS_NODEV, "size=1m,nr_inodes=1024,mode=0755");
        for dir in SYSTEM_DIRS {
            l.system_entry(dir)?;
        }
        l.mkdirs(Path::new("/etc"));
        for entry in ETC_ENTRIES.iter().copied().chain(extra_binds.iter().map(String::as_str)) {
            l.etc_entry(Path::new(entry))?;
        }
        l.write("/etc/passwd", b"sandbox:x:1000:1000:sandbox:/work:/bin/sh\n", 0o644);
        l.write("/etc/group", b"sandbox:x:1000:\n", 0o644);
        l.write("/etc/hosts", b"127.0.0.1 localhost\n::1 localhost\n", 0o644);
        for root in runtime_roots {
            l.bind(root, root, Access::ReadOnly)?;
        }
        // Before /work, /tmp and /dev are mounted: a bound file they cover is still there to mask.
        if let Some(exe) = own_exe() {
            l.mask(exe)?;
        }
        l.devices()?;
        l.mkdirs(Path::new("/proc"));
        l.ops.push(FsOp::Proc { path: l.inside("/proc") });
        let work = format!("size={}m,nr_inodes={},mode=0755", space.work_mb, space.inodes);
        l.mkdirs(Path::new("/work"));
        l.tmpfs("/work", libc::MS_NOSUID | libc::MS_NODEV, &work);
        let tmp = format!("size={}m,nr_inodes={},mode=1777", space.tmp_mb, space.inodes);
        l.mkdirs(Path::new("/tmp"));
        l.tmpfs("/tmp", libc::MS_NOSUID | libc::MS_NODEV, &tmp);
        match out {
            OutDir::None => {}
            // A tmpfs, not a bind of the host dir (whose path mountinfo would show): the child
            // hands it over and the supervisor copies the compiler's output out of it.
            OutDir::Writable => {
                let out = format!("size={}m,nr_inodes={},mode=0755", space.work_mb, space.inodes);
                l.mkdirs(Path::new("/out"));
                l.tmpfs("/out", libc::MS_NOSUID | libc::MS_NODEV, &out);
                l.hand_over = Some(cstr(Path::new("/out")));
            }
            OutDir::ReadOnly(dir) => l.copied(dir, "/out")?,
        }
        for (name, content) in files {
            l.write(&format!("/work/{name}"), content, 0o644);
        }
        Ok(l)
    }

    /// Covers the host file `file` (a canonical path) with an empty read-only /dev/null wherever a
    /// bind made so far shows it: the supervisor's executable may carry secrets (mashang embeds
    /// its problem bank, hidden tests included), and `/usr/local/bin` lies under the bound /usr.
    fn mask(&mut self, file: &Path) -> std::io::Result<()> {
        let mut targets: Vec<PathBuf> = self
            .bound
            .iter()
            .filter_map(|(host, inside)| {
                let rel = file.strip_prefix(host).ok()?;
                Some(if rel.as_os_str().is_empty() { inside.clone() } else { inside.join(rel) })
            })
            .collect();
        targets.sort();
        targets.dedup();
        for target in targets {
            // The file exists in a read-only bind: mount over it, no touch (that would be a write).
            self.push_bind(Path::new("/dev/null"), &target, Access::Masked)?;
        }
        Ok(())
    }

    fn inside(&self, path: &str) -> CString {
        cstr(&Path::new(STAGING).join(path.trim_start_matches('/')))
    }

    fn tmpfs(&mut self, path: &str, flags: c_ulong, data: &str) {
        let path = self.inside(path);
        self.ops.push(FsOp::Tmpfs { path, flags, data: CString::new(data).expect("no NUL") });
    }

    fn write(&mut self, path: &str, content: &[u8], mode: u32) {
        let path = self.inside(path);
        self.ops.push(FsOp::WriteFile { path, content: content.to_vec(), mode });
    }

    /// Create every missing directory of `path` (inside the new root), parents first.
    fn mkdirs(&mut self, path: &Path) {
        let mut cur = PathBuf::from("/");
        for comp in path.components().skip(1) {
            cur.push(comp);
            if self.made.insert(cur.clone()) {
                let inside = self.inside(&cur.to_string_lossy());
                self.ops.push(FsOp::Mkdir { path: inside, mode: 0o755 });
            }
        }
    }

    fn system_entry(&mut self, dir: &str) -> std::io::Result<()> {
        let Ok(meta) = fs::symlink_metadata(dir) else {
            return Ok(());
        };
        if meta.file_type().is_symlink() {
            let target = fs::read_link(dir)?;
            let path = self.inside(dir);
            self.ops.push(FsOp::Symlink { target: cstr(&target), path });
            Ok(())
        } else {
            self.bind(Path::new(dir), Path::new(dir), Access::ReadOnly)
        }
    }

    /// A host config entry at the same path. A symlinked file (e.g. /etc/localtime ->
    /// /usr/share/zoneinfo/…) is copied: bound, its target's path would show in mountinfo.
    fn etc_entry(&mut self, entry: &Path) -> std::io::Result<()> {
        let Ok(meta) = fs::metadata(entry) else { return Ok(()) };
        let linked = fs::symlink_metadata(entry).is_ok_and(|m| m.file_type().is_symlink());
        if linked && meta.is_file() && meta.len() <= 1 << 20 {
            let content = fs::read(entry)?;
            if let Some(parent) = entry.parent() {
                self.mkdirs(parent);
            }
            self.write(&entry.to_string_lossy(), &content, 0o644);
            return Ok(());
        }
        self.bind(entry, entry, Access::ReadOnly)
    }

    /// Adds the language's prepared toolchain files as a read-only /prep (see
    /// [`crate::languages::LanguageSpec::prepare`]), copied like an artifact.
    pub fn with_prep(mut self, prep: Option<&Path>) -> std::io::Result<Layout> {
        if let Some(dir) = prep {
            self.copied(dir, "/prep")?;
        }
        Ok(self)
    }

    /// A cached artifact (the compiled program as /out, prepared toolchain files as /prep):
    /// copied into its own read-only tmpfs, not bound, so the program (or a compile error
    /// quoting /proc/self/mountinfo) never learns where the supervisor keeps artifacts. The
    /// tmpfs pages count against the run's memory, as the binary's pages do once it runs.
    fn copied(&mut self, dir: &Path, mount: &str) -> std::io::Result<()> {
        let mut entries = Vec::new();
        walk(dir, Path::new(""), &mut entries, 0)?;
        let bytes: u64 = entries.iter().map(|e| e.size).sum();
        let data = format!(
            "size={}k,nr_inodes={},mode=0755",
            bytes.div_ceil(1024) + 64 * (entries.len() as u64 + 1),
            entries.len() + 16
        );
        self.mkdirs(Path::new(mount));
        self.tmpfs(mount, libc::MS_NOSUID | libc::MS_NODEV, &data);
        let dir_fd = FIRST_BIND_FD + self.bind_sources.len() as libc::c_int;
        self.bind_sources.push(cstr(dir));
        for e in entries {
            let path = self.inside(&Path::new(mount).join(&e.rel).to_string_lossy());
            if e.is_dir {
                self.ops.push(FsOp::Mkdir { path, mode: e.mode });
            } else {
                self.ops.push(FsOp::CopyFile { dir_fd, rel: cstr(&e.rel), path, mode: e.mode });
            }
        }
        let path = self.inside(mount);
        self.ops.push(FsOp::ReadOnly { path, flags: libc::MS_NOSUID | libc::MS_NODEV });
        Ok(())
    }

    fn devices(&mut self) -> std::io::Result<()> {
        self.mkdirs(Path::new("/dev"));
        self.tmpfs("/dev", libc::MS_NOSUID | libc::MS_NOEXEC, "size=64k,nr_inodes=64,mode=0755");
        for dev in DEVICES {
            let host = PathBuf::from(format!("/dev/{dev}"));
            self.bind(&host, &host, Access::Device)?;
        }
        for (name, target) in [
            ("fd", "/proc/self/fd"),
            ("stdin", "/proc/self/fd/0"),
            ("stdout", "/proc/self/fd/1"),
            ("stderr", "/proc/self/fd/2"),
        ] {
            let path = self.inside(&format!("/dev/{name}"));
            self.ops.push(FsOp::Symlink { target: cstr(Path::new(target)), path });
        }
        let path = self.inside("/dev");
        self.ops.push(FsOp::ReadOnly { path, flags: libc::MS_NOSUID | libc::MS_NOEXEC });
        Ok(())
    }

    fn bind(&mut self, host: &Path, target: &Path, access: Access) -> std::io::Result<()> {
        let host_c = cstr(host);
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: NUL-terminated path and a zeroed out-parameter.
        if unsafe { libc::stat(host_c.as_ptr(), &mut st) } < 0 {
            let err = std::io::Error::last_os_error();
            return Err(std::io::Error::other(format!("{}: {err}", host.display())));
        }
        if let Some(parent) = target.parent() {
            self.mkdirs(parent);
        }
        let inside = self.inside(&target.to_string_lossy());
        if st.st_mode & libc::S_IFMT == libc::S_IFDIR {
            if self.made.insert(target.to_path_buf()) {
                self.ops.push(FsOp::Mkdir { path: inside, mode: 0o755 });
            }
        } else {
            self.ops.push(FsOp::Touch { path: inside });
        }
        if let Ok(canonical) = fs::canonicalize(host) {
            self.bound.push((canonical, target.to_path_buf()));
        }
        self.push_bind(host, target, access)
    }

    /// The bind itself of `host` onto `target`, which exists inside by now.
    fn push_bind(&mut self, host: &Path, target: &Path, access: Access) -> std::io::Result<()> {
        let host_c = cstr(host);
        let mut vfs: libc::statvfs = unsafe { std::mem::zeroed() };
        // SAFETY: NUL-terminated path and a zeroed out-parameter.
        if unsafe { libc::statvfs(host_c.as_ptr(), &mut vfs) } < 0 {
            let err = std::io::Error::last_os_error();
            return Err(std::io::Error::other(format!("{}: {err}", host.display())));
        }
        let inside = self.inside(&target.to_string_lossy());
        let src = CString::new(format!(
            "/proc/self/fd/{}",
            FIRST_BIND_FD as usize + self.bind_sources.len()
        ))
        .expect("no NUL");
        self.bind_sources.push(host_c);
        let remount_flags = access.flags() | locked_flags(vfs.f_flag);
        self.ops.push(FsOp::Bind { src, path: inside, remount_flags });
        Ok(())
    }
}

#[derive(Clone, Copy)]
enum Access {
    ReadOnly,
    Device,
    /// /dev/null over a file: reads as empty, cannot be written or run.
    Masked,
}

impl Access {
    fn flags(self) -> c_ulong {
        match self {
            Access::ReadOnly => libc::MS_RDONLY | libc::MS_NOSUID | libc::MS_NODEV,
            Access::Device => libc::MS_NOSUID | libc::MS_NOEXEC,
            Access::Masked => libc::MS_RDONLY | libc::MS_NOSUID | libc::MS_NOEXEC,
        }
    }
}

/// The supervisor's own executable as a canonical host path, found once. A binary replaced while
/// running shows as `<path> (deleted)`: whatever is at `<path>` now is masked instead.
fn own_exe() -> Option<&'static Path> {
    static EXE: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    EXE.get_or_init(|| {
        let exe = std::env::current_exe().ok()?;
        let name = exe.file_name()?.to_str()?;
        let name = name.strip_suffix(" (deleted)").unwrap_or(name);
        Some(fs::canonicalize(exe.parent()?).ok()?.join(name))
    })
    .as_deref()
}

/// Mount flags the kernel will not let a user namespace clear on a bind of a host mount; a remount
/// must repeat them or it fails with EPERM.
fn locked_flags(st_flags: c_ulong) -> c_ulong {
    let pairs = [
        (libc::ST_RDONLY, libc::MS_RDONLY),
        (libc::ST_NOSUID, libc::MS_NOSUID),
        (libc::ST_NODEV, libc::MS_NODEV),
        (libc::ST_NOEXEC, libc::MS_NOEXEC),
        (libc::ST_NOATIME, libc::MS_NOATIME),
        (libc::ST_NODIRATIME, libc::MS_NODIRATIME),
        (libc::ST_RELATIME, libc::MS_RELATIME),
    ];
    pairs.iter().filter(|(st, _)| st_flags & st != 0).fold(0, |acc, (_, ms)| acc | ms)
}

/// One entry of an artifact directory, parents before children.
struct Entry {
    rel: PathBuf,
    is_dir: bool,
    mode: u32,
    size: u64,
}

fn walk(root: &Path, rel: &Path, out: &mut Vec<Entry>, depth: u32) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    if depth > 16 {
        return Err(std::io::Error::other("artifact directories nested too deep"));
    }
    let mut names: Vec<_> = fs::read_dir(root.join(rel))?.collect::<Result<_, _>>()?;
    names.sort_by_key(|e| e.file_name());
    for entry in names {
        let meta = entry.metadata()?;
        let rel = rel.join(entry.file_name());
        let mode = meta.permissions().mode() & 0o755;
        // Compilers write files and directories; anything else (a symlink) is left out.
        if meta.is_dir() {
            out.push(Entry { rel: rel.clone(), is_dir: true, mode, size: 0 });
            walk(root, &rel, out, depth + 1)?;
        } else if meta.is_file() {
            out.push(Entry { rel, is_dir: false, mode, size: meta.len() });
        }
    }
    Ok(())
}

fn cstr(path: &Path) -> CString {
    CString::new(path.as_os_str().as_bytes()).expect("paths never contain NUL")
}
