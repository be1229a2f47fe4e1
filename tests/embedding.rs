//! The library as a service embeds it: workbooks read from bytes and
//! written to bytes, with no file in between; the bytes hold what the path
//! writers write, and the upload service example works on a shipped sample.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use calamine::Reader;
use sheetdoku::read::{
    find_returned, find_returned_from, read_key, read_key_from, read_puzzle, read_puzzle_from,
    read_puzzles, read_puzzles_from, read_returned, read_returned_from, read_worksheet,
    read_worksheet_from, ReadOptions,
};
use sheetdoku::solve::{solve_puzzle, SolveOptions};
use sheetdoku::write::{
    input_workbook_to_bytes, study_workbook_to_bytes, write_input_workbook, write_marks,
    write_solution_workbook, write_study_workbook, write_worksheet, MarksDoc, SolutionDoc,
    WorkbookFormat, WorksheetDoc, WorksheetPuzzle,
};
use sheetdoku::{Puzzle, SourceFormat};
use tempfile::TempDir;

// The example itself (it stays `cargo run --example upload_service`), its
// `solve_upload` tested here; its `main` is run as the example only.
#[path = "../examples/upload_service.rs"]
#[expect(dead_code, reason = "the example's `main`, not called here")]
mod upload_service;

fn sample(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name)
}

/// Every cell of every sheet, as text, sheet by sheet.
fn sheets(bytes: &[u8]) -> Vec<(String, Vec<Vec<String>>)> {
    let mut book = calamine::open_workbook_auto_from_rs(Cursor::new(bytes)).unwrap();
    book.worksheets()
        .into_iter()
        .map(|(name, range)| {
            let rows = range
                .rows()
                .map(|row| row.iter().map(|c| c.to_string()).collect())
                .collect();
            (name, rows)
        })
        .collect()
}

/// For each format: the bytes `to_bytes` makes, and the file `write`
/// writes, hold the same sheets and cells; returns the bytes and the file.
fn same_as_file(
    dir: &TempDir,
    stem: &str,
    to_bytes: impl Fn(WorkbookFormat) -> sheetdoku::error::Result<Vec<u8>>,
    write: impl Fn(&Path) -> sheetdoku::error::Result<()>,
) -> Vec<(Vec<u8>, PathBuf)> {
    [("xlsx", WorkbookFormat::Xlsx), ("ods", WorkbookFormat::Ods)]
        .into_iter()
        .map(|(ext, format)| {
            let path = dir.path().join(format!("{stem}.{ext}"));
            write(&path).unwrap();
            let bytes = to_bytes(format).unwrap();
            let written = std::fs::read(&path).unwrap();
            assert_eq!(sheets(&bytes), sheets(&written), "{stem}.{ext}");
            assert!(!sheets(&bytes).is_empty());
            (bytes, path)
        })
        .collect()
}

fn windoku_x() -> Puzzle {
    read_puzzle(&sample("windoku-x.ods"), &ReadOptions::default()).unwrap()
}

#[test]
fn solution_workbook_bytes_hold_what_the_file_holds() {
    let dir = TempDir::new().unwrap();
    let puzzle = windoku_x();
    let report = solve_puzzle(&puzzle.geometry, &puzzle.givens, &SolveOptions::default()).unwrap();
    let doc = SolutionDoc::from_report(&puzzle, &report, "Solved");
    let solution = report.solution().unwrap();
    for (bytes, path) in same_as_file(
        &dir,
        "solved",
        |f| doc.to_bytes(f),
        |p| write_solution_workbook(p, &doc),
    ) {
        let name = path.file_name().unwrap().to_str().unwrap();
        let from_bytes = read_puzzle_from(Cursor::new(&bytes), name, &ReadOptions::default());
        let from_file = read_puzzle(&path, &ReadOptions::default()).unwrap();
        let from_bytes = from_bytes.unwrap();
        assert_eq!(from_bytes.givens, puzzle.givens, "{name}");
        assert_eq!(from_bytes.geometry, puzzle.geometry, "{name}");
        assert_eq!(from_file.givens, from_bytes.givens, "{name}");
        let returned = read_returned(&path).unwrap().unwrap();
        assert_eq!(returned[0].solution.as_ref(), Some(solution), "{name}");
        let uploaded = read_returned_from(Cursor::new(&bytes), name).unwrap();
        assert_eq!(uploaded, Some(returned), "{name}");
    }
}

#[test]
fn input_worksheet_and_marks_bytes_hold_what_their_files_hold() {
    let dir = TempDir::new().unwrap();
    let puzzle = windoku_x();
    for (bytes, path) in same_as_file(
        &dir,
        "input",
        |f| input_workbook_to_bytes(&puzzle, f),
        |p| write_input_workbook(p, &puzzle),
    ) {
        let name = path.file_name().unwrap().to_str().unwrap();
        let back = read_puzzle_from(Cursor::new(&bytes), name, &ReadOptions::default()).unwrap();
        assert_eq!(back.givens, puzzle.givens);
        assert_eq!(back.geometry, puzzle.geometry);
    }
    let doc = WorksheetDoc::default()
        .with_title("Class 3B")
        .with_puzzles(vec![
            WorksheetPuzzle::new(puzzle.geometry.clone(), puzzle.givens.clone()),
            WorksheetPuzzle::new(puzzle.geometry.clone(), puzzle.givens.clone()),
        ]);
    for (bytes, path) in same_as_file(
        &dir,
        "class",
        |f| doc.to_bytes(f),
        |p| write_worksheet(p, &doc),
    ) {
        let back = read_puzzles_from(Cursor::new(&bytes), &path, &ReadOptions::default()).unwrap();
        assert_eq!(back.len(), 2);
        assert_eq!(back, read_puzzles(&path, &ReadOptions::default()).unwrap());
        assert_eq!(back[1].givens, puzzle.givens);
        // The class's own readers, on the bytes as on the file.
        let opts = ReadOptions::default();
        let sheets = read_worksheet_from(Cursor::new(&bytes), &path, &opts).unwrap();
        assert_eq!(sheets, read_worksheet(&path, &opts).unwrap());
        assert_eq!(sheets.map(|s| s.len()), Some(2));
        let key = read_key_from(Cursor::new(&bytes), &path).unwrap();
        assert_eq!(key, read_key(&path).unwrap());
        let key = key.expect("a worksheet holds its key");
        let found = find_returned_from(Cursor::new(&bytes), &path, Some(&key)).unwrap();
        assert_eq!(found, find_returned(&path, Some(&key)).unwrap());
        // Both P sheets, and the printed page's grids a pupil may fill.
        assert!(found.is_some_and(|f| f.len() >= 2));
        // Text is no workbook of ours.
        let text = Cursor::new(b"1..4.4..2..3..1.\n".to_vec());
        assert_eq!(read_worksheet_from(text, "class.txt", &opts).unwrap(), None);
    }
    let marks = MarksDoc::new("Class 3B", "2026-11-26", &[], "no files marked");
    same_as_file(
        &dir,
        "marks",
        |f| marks.to_bytes(f),
        |p| write_marks(p, &marks),
    );
    let study = sheetdoku::explore::Study::default()
        .with_summary(vec!["Nothing was computed.".to_string()]);
    for (bytes, _) in same_as_file(
        &dir,
        "study",
        |f| study_workbook_to_bytes(&study, f),
        |p| write_study_workbook(p, &study),
    ) {
        let cells = sheets(&bytes);
        assert!(cells
            .iter()
            .flat_map(|(_, rows)| rows.iter().flatten())
            .any(|c| c == "Nothing was computed."));
    }
}

#[test]
fn the_upload_service_answers_a_shipped_sample_in_its_format() {
    let puzzle = windoku_x();
    for (file, format) in [
        ("windoku-x.ods", WorkbookFormat::Ods),
        ("windoku-x.xlsx", WorkbookFormat::Xlsx),
    ] {
        let bytes = std::fs::read(sample(file)).unwrap();
        // Uploads keep their names, lose them, or carry the other
        // format's: the answer comes in the format the content shows.
        for name in [file, "upload", "renamed.xlsx", "renamed.ods"] {
            let (answer, got) = upload_service::solve_upload(&bytes, name)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(got, format, "{name}");
            let ending = if got == WorkbookFormat::Ods {
                "ods"
            } else {
                "xlsx"
            };
            let back = read_puzzle_from(
                Cursor::new(&answer),
                format!("answer.{ending}"),
                &ReadOptions::default(),
            )
            .unwrap();
            assert_eq!(back.givens, puzzle.givens, "{name}");
            assert_eq!(back.geometry, puzzle.geometry, "{name}");
            let solved = sheets(&answer);
            let info = &solved.iter().find(|(s, _)| s == "Info").unwrap().1;
            let unique = info.iter().find(|row| row[0] == "unique").unwrap();
            assert_eq!(unique[1], "yes", "{name}");
        }
    }
    // A text file under a workbook's name comes back as the caller's
    // error, naming the upload.
    let err = upload_service::solve_upload(b"shopping list\n", "puzzle.ods").unwrap_err();
    assert!(err.is_input());
    assert!(err.to_string().starts_with("puzzle.ods: "), "{err}");
}

/// Each puzzle read says the kind of file it came from, found from a
/// workbook's content (not its name) and a text's ending.
#[test]
fn a_puzzle_read_says_what_kind_of_file_it_came_from() {
    let read = |bytes: &[u8], name: &str| {
        read_puzzles_from(Cursor::new(bytes), name, &ReadOptions::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .into_iter()
            .map(|p| p.source.format)
            .collect::<Vec<_>>()
    };
    let ods = std::fs::read(sample("windoku-x.ods")).unwrap();
    let xlsx = std::fs::read(sample("windoku-x.xlsx")).unwrap();
    for (bytes, format) in [(&ods, SourceFormat::Ods), (&xlsx, SourceFormat::Xlsx)] {
        for name in ["class.ods", "class.xlsx", "upload"] {
            assert_eq!(read(bytes, name), vec![Some(format)], "{name}");
        }
    }
    let text = b"1..4.4..2..3..1.\n1..4.4..2..3..1.\n";
    assert_eq!(read(text, "week.txt"), vec![Some(SourceFormat::Text); 2]);
    let csv = b"1,,,4\n,4,,\n2,,,3\n,,1,\n";
    assert_eq!(read(csv, "grid.csv"), vec![Some(SourceFormat::Csv)]);
    let fpuzzles = br#"{"size":4,"grid":[[{"value":1},{},{},{"value":4}],[{},{"value":4},{},{}],[{"value":2},{},{},{"value":3}],[{},{},{"value":1},{}]]}"#;
    assert_eq!(
        read(fpuzzles, "puzzle.json"),
        vec![Some(SourceFormat::Fpuzzles)]
    );
    let made = Puzzle::new(windoku_x().geometry, windoku_x().givens).unwrap();
    assert_eq!(made.source.format, None);
    // A link given in place of a file.
    let links = sheetdoku::write::fpuzzles_links(&made.geometry, &made.givens, None).unwrap();
    for link in [&links.fpuzzles, &links.sudokupad] {
        let read = read_puzzles(Path::new(link), &ReadOptions::default()).unwrap();
        assert_eq!(
            read[0].source.format,
            Some(SourceFormat::Fpuzzles),
            "{link}"
        );
    }
}

/// The text of `content.xml` of the `.ods` bytes `ods`.
fn ods_content(ods: &[u8]) -> String {
    use std::io::Read;
    let mut zip = zip::ZipArchive::new(Cursor::new(ods)).unwrap();
    let mut text = String::new();
    zip.by_name("content.xml")
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    text
}

/// Two requests at once, one in Slovak and one in German: each
/// worksheet holds its own language's words, whatever the other thread
/// writes meanwhile and whatever the default.
#[test]
fn two_threads_write_workbooks_in_their_own_languages_at_once() {
    use sheetdoku::{with_language, Geometry, Grid, Lang};
    let doc = || {
        WorksheetDoc::default()
            .with_title("Trieda 3B")
            .with_puzzles(vec![WorksheetPuzzle::new(
                Geometry::standard(4).unwrap(),
                Grid::parse_line("1..4.4..2..3..1.").unwrap(),
            )])
    };
    // A 4x4's page is narrow: the name and the date stand on lines of
    // their own.
    let words = |lang: Lang| lang.text("worksheet-date");
    assert_ne!(words(Lang::Sk), words(Lang::De));
    let write = move |lang: Lang| {
        std::thread::spawn(move || {
            (0..20)
                .map(|_| {
                    let bytes = with_language(lang, || doc().to_bytes(WorkbookFormat::Ods));
                    ods_content(&bytes.unwrap())
                })
                .collect::<Vec<_>>()
        })
    };
    let (sk, de) = (write(Lang::Sk), write(Lang::De));
    for (lang, other, contents) in [
        (Lang::Sk, Lang::De, sk.join().unwrap()),
        (Lang::De, Lang::Sk, de.join().unwrap()),
    ] {
        for content in contents {
            assert!(content.contains(&words(lang)), "{lang:?}");
            assert!(!content.contains(&words(other)), "{lang:?} holds {other:?}");
        }
    }
    // This thread has no language of its own: the default, English.
    let mine = ods_content(&doc().to_bytes(WorkbookFormat::Ods).unwrap());
    assert!(mine.contains(&words(Lang::En)));
}
