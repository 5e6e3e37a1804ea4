//! Running the project's image in tests: which image (MASHANG_TEST_IMAGE, built by `.ci/docker`),
//! the worker privileges exactly as deploy/compose.yaml grants them, and containers that are
//! removed when the test ends, whatever happens.

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// The image under test, or a visible skip line for `what` (no image named, or no engine).
pub(crate) fn image(what: &str) -> Option<String> {
    let install = "apt-get install docker.io debootstrap && eval \"$(.ci/docker)\"";
    let Some(image) = std::env::var("MASHANG_TEST_IMAGE").ok().filter(|i| !i.is_empty()) else {
        crate::skip::skip(what, "needs the mashang image (MASHANG_TEST_IMAGE)", install);
        return None;
    };
    let found = Command::new("docker")
        .args(["image", "inspect", &image])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        crate::skip::skip(what, &format!("no Docker engine or no image {image}"), install);
        return None;
    }
    Some(image)
}

/// `docker run` flags for a judging container, read from the `cap_add:` and `security_opt:` lines
/// of deploy/compose.yaml's worker block — what operators deploy is what is tested. Relative
/// profile paths are resolved against deploy/, as compose does.
pub(crate) fn judge_flags() -> Vec<String> {
    let deploy = Path::new(env!("CARGO_MANIFEST_DIR")).join("deploy");
    let compose =
        std::fs::read_to_string(deploy.join("compose.yaml")).expect("deploy/compose.yaml");
    let list = |key: &str| -> Vec<String> {
        let line = compose
            .lines()
            .map(str::trim)
            .find(|l| l.starts_with(&format!("{key}: [")))
            .unwrap_or_else(|| panic!("compose.yaml has no `{key}: [...]` line"));
        let inner = line.split_once('[').unwrap().1.trim_end_matches(']');
        inner.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
    };
    let mut flags = Vec::new();
    for cap in list("cap_add") {
        flags.extend(["--cap-add".to_string(), cap]);
    }
    for opt in list("security_opt") {
        let opt = match opt.split_once('=') {
            Some(("seccomp", path)) if path != "unconfined" => {
                format!("seccomp={}", deploy.join(path).display())
            }
            _ => opt,
        };
        flags.extend(["--security-opt".to_string(), opt]);
    }
    flags
}

/// A container started by a test; `docker rm -f` (with its anonymous volumes) when dropped.
pub(crate) struct Container {
    pub(crate) name: String,
}

impl Container {
    /// A fresh unique container name.
    pub(crate) fn name() -> String {
        format!("mashang-test-{}", uuid::Uuid::new_v4().simple())
    }

    /// `docker run -d` on the host's network (these machines route nothing else).
    pub(crate) fn start(
        image: &str,
        flags: &[String],
        env: &[(&str, &str)],
        args: &[&str],
    ) -> Self {
        let name = Self::name();
        let mut cmd = Command::new("docker");
        cmd.args(["run", "-d", "--name", &name, "--network", "host"]).args(flags);
        for (k, v) in env {
            cmd.args(["-e", &format!("{k}={v}")]);
        }
        let out = cmd.arg(image).args(args).output().expect("run docker");
        assert!(out.status.success(), "docker run: {}", String::from_utf8_lossy(&out.stderr));
        Container { name }
    }

    /// `docker <verb> <name>`, which must succeed.
    pub(crate) fn docker(&self, verb: &str) {
        let out = Command::new("docker").args([verb, &self.name]).output().expect("run docker");
        assert!(out.status.success(), "docker {verb}: {}", String::from_utf8_lossy(&out.stderr));
    }

    /// Everything the container printed so far.
    pub(crate) fn logs(&self) -> String {
        let out = Command::new("docker").args(["logs", &self.name]).output().expect("docker logs");
        format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
    }
}

impl Drop for Container {
    fn drop(&mut self) {
        let _ = Command::new("docker")
            .args(["rm", "-f", "-v", &self.name])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// A one-off `docker run --rm` of `mashang <args>` with `flags` and read-only `mounts`
/// (host path, container path); its output and status.
pub(crate) fn run_once(
    image: &str,
    flags: &[String],
    mounts: &[(&Path, &str)],
    args: &[&str],
) -> Output {
    let name = Container::name();
    let mut cmd = Command::new("docker");
    cmd.args(["run", "--rm", "--name", &name, "--network", "host"]).args(flags);
    for (host, inside) in mounts {
        cmd.args(["-v", &format!("{}:{inside}:ro", host.display())]);
    }
    let out = cmd.arg(image).args(args).output().expect("run docker");
    // Gone already unless the client died first; removed either way.
    drop(Container { name });
    out
}

/// stdout and stderr of a finished command, for assertions and failure messages.
pub(crate) fn text(out: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
}
