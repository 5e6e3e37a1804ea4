//! Downloading a user's uploaded file through the Bot API. `getFile` gives a path: relative on
//! api.telegram.org and on a proxied server, fetched from `<api>/file/bot<token>/<path>` with its
//! slashes intact (each segment encoded on its own: a path sent as one `%2F`-encoded segment is
//! a 404 on self-hosted servers and the proxies in front of them); absolute on a local Bot API
//! server (`telegram-bot-api --local`), which serves no files over HTTP — then the file is read from
//! disk: under the configured directory where the server's files are mounted
//! (`telegram_files_dir`), or at the path itself when the bot shares the server's filesystem.

use std::io::Read;
use std::path::{Component, Path, PathBuf};

use teloxide::prelude::{Request, Requester};
use teloxide::types::FileId;

use crate::send;

/// Why a file could not be had.
#[derive(Debug, thiserror::Error)]
pub(crate) enum DownloadError {
    #[error("getFile failed: {0}")]
    GetFile(#[from] teloxide::RequestError),
    #[error("downloading the file failed: {0}")]
    Http(#[from] reqwest::Error),
    #[error("the file endpoint answered {0}")]
    Status(reqwest::StatusCode),
    #[error("the Bot API base URL cannot carry a file path")]
    BaseUrl,
    #[error("reading the local Bot API server's file {path}: {source}")]
    Local { path: PathBuf, source: std::io::Error },
    #[error("the local Bot API server's file {0} is not under the configured telegram_files_dir")]
    Outside(PathBuf),
}

/// Where absolute file paths are read from (`None`: at the path the server gives).
#[derive(Debug, Clone, Default)]
pub(crate) struct LocalFiles {
    pub dir: Option<PathBuf>,
}

/// Up to `limit` bytes of the file `file_id`.
pub(crate) async fn fetch(
    bot: &teloxide::Bot,
    local: &LocalFiles,
    file_id: &str,
    limit: usize,
) -> Result<Vec<u8>, DownloadError> {
    let id = FileId(file_id.to_string());
    let file = send::with_retry("getFile", || bot.get_file(id.clone()).send()).await?;
    if Path::new(&file.path).is_absolute() {
        let path = local_path(local, bot.token(), Path::new(&file.path))?;
        return tokio::task::spawn_blocking(move || read_capped(&path, limit))
            .await
            .map_err(|e| DownloadError::Local { path: file.path.into(), source: e.into() })?;
    }
    let url = file_url(bot.api_url(), bot.token(), &file.path)?;
    let mut response = bot.client().get(url).send().await?;
    if !response.status().is_success() {
        return Err(DownloadError::Status(response.status()));
    }
    let mut bytes = Vec::new();
    while let Some(chunk) = response.chunk().await? {
        bytes.extend_from_slice(&chunk);
        if bytes.len() > limit {
            bytes.truncate(limit);
            break;
        }
    }
    Ok(bytes)
}

/// `<api>/file/bot<token>/<path>`, each of the path's segments a segment of the URL.
fn file_url(api: reqwest::Url, token: &str, path: &str) -> Result<reqwest::Url, DownloadError> {
    let mut url = api;
    {
        let mut segments = url.path_segments_mut().map_err(|()| DownloadError::BaseUrl)?;
        segments.pop_if_empty().push("file").push(&format!("bot{token}"));
        segments.extend(path.split('/').filter(|s| !s.is_empty()));
    }
    Ok(url)
}

/// Where to read an absolute path the local server gave. A local server keeps a bot's files
/// under `<its dir>/<token>/…`; with a configured directory (the server's dir as mounted here)
/// the part from the token on is looked up there. Never outside that directory: no `..`, and the
/// resolved file (symlinks followed) must still be under it.
fn local_path(local: &LocalFiles, token: &str, given: &Path) -> Result<PathBuf, DownloadError> {
    if given.components().any(|c| c == Component::ParentDir) {
        return Err(DownloadError::Outside(given.to_path_buf()));
    }
    let Some(dir) = &local.dir else {
        return Ok(given.to_path_buf());
    };
    let parts: Vec<Component> = given.components().collect();
    let from_token = parts.iter().position(|c| c.as_os_str() == token);
    let rel: PathBuf = match from_token {
        Some(i) => parts[i..].iter().collect(),
        // A server whose layout does not show the token: the path relative to the root.
        None => parts.iter().filter(|c| matches!(c, Component::Normal(_))).collect(),
    };
    let candidate = dir.join(rel);
    let resolved = candidate
        .canonicalize()
        .map_err(|source| DownloadError::Local { path: candidate.clone(), source })?;
    let root =
        dir.canonicalize().map_err(|source| DownloadError::Local { path: dir.clone(), source })?;
    if !resolved.starts_with(&root) {
        return Err(DownloadError::Outside(given.to_path_buf()));
    }
    Ok(resolved)
}

/// At most `limit` bytes of a regular file.
fn read_capped(path: &Path, limit: usize) -> Result<Vec<u8>, DownloadError> {
    let local = |source| DownloadError::Local { path: path.to_path_buf(), source };
    let file = std::fs::File::open(path).map_err(local)?;
    if !file.metadata().map_err(local)?.is_file() {
        let not_file = std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a regular file");
        return Err(local(not_file));
    }
    let mut bytes = Vec::new();
    file.take(limit as u64).read_to_end(&mut bytes).map_err(local)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relative_file_path_keeps_its_slashes_in_the_url() {
        let api: reqwest::Url = "http://127.0.0.1:8081/".parse().unwrap();
        let url = file_url(api, "123:abc", "documents/file_1.py").unwrap();
        assert_eq!(url.as_str(), "http://127.0.0.1:8081/file/bot123:abc/documents/file_1.py");
        let api: reqwest::Url = "http://proxy/tg".parse().unwrap();
        let url = file_url(api, "1:x", "photos/a b.jpg").unwrap();
        assert_eq!(url.as_str(), "http://proxy/tg/file/bot1:x/photos/a%20b.jpg");
    }

    #[test]
    fn an_absolute_path_is_looked_up_under_the_configured_dir_from_the_token_on() {
        let tmp = tempfile::tempdir().unwrap();
        let file = tmp.path().join("123:abc/documents/file_1.py");
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, "print(1)").unwrap();
        let local = LocalFiles { dir: Some(tmp.path().to_path_buf()) };
        let given = Path::new("/var/lib/telegram-bot-api/123:abc/documents/file_1.py");
        let found = local_path(&local, "123:abc", given).unwrap();
        assert_eq!(read_capped(&found, 5).unwrap(), b"print");
    }

    #[test]
    fn an_absolute_path_never_leaves_the_configured_dir() {
        let tmp = tempfile::tempdir().unwrap();
        let local = LocalFiles { dir: Some(tmp.path().join("files")) };
        std::fs::create_dir_all(tmp.path().join("files")).unwrap();
        std::fs::write(tmp.path().join("secret"), "x").unwrap();
        std::os::unix::fs::symlink(tmp.path().join("secret"), tmp.path().join("files/link"))
            .unwrap();
        let dotdot = Path::new("/srv/123:abc/../../secret");
        assert!(matches!(local_path(&local, "123:abc", dotdot), Err(DownloadError::Outside(_))));
        let link = Path::new("/link");
        assert!(matches!(local_path(&local, "123:abc", link), Err(DownloadError::Outside(_))));
    }
}
