use super::*;

fn presets_on_disk() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../presets")
}

#[test]
fn the_embedded_bank_holds_the_presets_folder_file_for_file() {
    let embedded = Tree::problems(None);
    let disk = Tree::disk(presets_on_disk().join("problems"));
    let files = embedded.all_files().unwrap();
    assert_eq!(files, disk.all_files().unwrap(), "rebuild: build.rs tracks presets/problems");
    for rel in &files {
        assert_eq!(embedded.read_bytes(rel).unwrap(), disk.read_bytes(rel).unwrap(), "{rel}");
    }
    let interviewers = Tree::interviewers(None);
    assert_eq!(interviewers.files(""), Tree::interviewers(Some(&presets_on_disk())).files(""),);
    assert!(interviewers.read("default.toml").unwrap().contains("[greeting]"));
}

#[test]
fn an_embedded_folder_reads_and_lists_like_the_directory_it_came_from() {
    let embedded = Tree::problems(None);
    let disk = Tree::problems(Some(&presets_on_disk().join("problems")));
    assert!(embedded.is_embedded() && !disk.is_embedded());
    let names = |t: &Tree| -> Vec<String> {
        t.folders()
            .unwrap()
            .iter()
            .map(|f| f.path().file_name().unwrap().to_string_lossy().into())
            .collect()
    };
    assert_eq!(names(&embedded), names(&disk));
    let two_sum = embedded.folders().unwrap().into_iter().find(|f| f.path().ends_with("two-sum"));
    let two_sum = two_sum.expect("two-sum embedded");
    assert_eq!(two_sum.path(), Path::new("<embedded>/presets/problems/two-sum"));
    assert!(two_sum.is_file("problem.toml") && two_sum.is_file("./solutions/ref.py"));
    assert!(!two_sum.is_file("solutions"), "a folder is not a file");
    assert!(two_sum.files("solutions").contains(&"ref.py".to_string()));
    assert!(two_sum.files("no-such-folder").is_empty());
    assert!(two_sum.read("problem.toml").unwrap().contains("id = \"two-sum\""));
}

#[test]
fn nothing_outside_an_embedded_folder_is_reachable() {
    let two_sum = Tree::problems(None)
        .folders()
        .unwrap()
        .into_iter()
        .find(|f| f.path().ends_with("two-sum"))
        .unwrap();
    for rel in ["../lru-cache/problem.toml", "/two-sum/problem.toml", "problem.toml/x"] {
        let err = two_sum.read(rel).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::NotFound, "{rel}");
    }
}

#[test]
fn a_missing_directory_is_an_error_not_an_empty_bank() {
    let tmp = tempfile::tempdir().unwrap();
    assert!(Tree::problems(Some(&tmp.path().join("absent"))).folders().is_err());
    assert!(Tree::problems(Some(tmp.path())).folders().unwrap().is_empty());
}

#[test]
fn a_folders_shown_path_leads_back_to_the_same_folder() {
    let two_sum = Tree::problems(None)
        .folders()
        .unwrap()
        .into_iter()
        .find(|f| f.path().ends_with("two-sum"))
        .unwrap();
    let again = Tree::at(two_sum.path()).expect("embedded two-sum");
    assert!(again.is_embedded());
    assert_eq!(again.all_files().unwrap(), two_sum.all_files().unwrap());
    assert!(Tree::at(Path::new("<embedded>/presets/problems/no-such-problem")).is_none());
    assert!(Tree::at(Path::new("<embedded>/presets/fonts")).is_none());
    let disk = Tree::at(Path::new("/srv/bank/two-sum")).unwrap();
    assert!(!disk.is_embedded() && disk.path() == Path::new("/srv/bank/two-sum"));
}
