//! Pages printed by Calc in every language with nothing cut: every heading
//! of the marks table whole, no word broken over two lines (Calc breaks a
//! word that does not fit its column, and the headings are in the teacher's
//! language, some words longer than the English); the name and the date on
//! the Play page of a 4x4, the narrowest page.

use sheetdoku::write::{
    mark_headings, write_marks, write_solution_workbook, MarksDoc, SolutionDoc,
};
use sheetdoku::{with_language, Lang};

use super::printing::{patterned, pdf_text};
use super::soffice::{expect_file, office, Recalc};

#[test]
fn the_marks_headings_print_whole_in_every_language() {
    let Some(office) = office("the_marks_headings_print_whole_in_every_language") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for lang in Lang::ALL {
        let path = dir.path().join(format!("marks-{}.ods", lang.code()));
        with_language(lang, || {
            let doc = MarksDoc::new("3B", "2026-12-05", &[], "-");
            write_marks(&path, &doc).unwrap();
        });
        files.push(path);
    }
    let refs: Vec<&std::path::Path> = files.iter().map(|p| p.as_path()).collect();
    office.convert("pdf", &refs, dir.path(), Recalc::Default);
    for lang in Lang::ALL {
        let pdf = dir.path().join(format!("marks-{}.pdf", lang.code()));
        let Some(text) = pdf_text(expect_file(&pdf)) else {
            eprintln!("skipped: no pdftotext");
            return;
        };
        let printed: Vec<&str> = text.split_whitespace().collect();
        for heading in mark_headings(lang) {
            for word in heading.split_whitespace() {
                assert!(
                    printed.contains(&word),
                    "{}: the heading word {word:?} is not printed whole:\n{text}",
                    lang.code()
                );
            }
        }
    }
}

#[test]
fn a_4x4_play_page_prints_the_name_and_the_date_in_every_language() {
    let Some(office) = office("a_4x4_play_page_prints_the_name_and_the_date_in_every_language")
    else {
        return;
    };
    let (puzzle, solution) = patterned(4);
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for lang in Lang::ALL {
        let path = dir.path().join(format!("play-{}.ods", lang.code()));
        with_language(lang, || {
            let doc = SolutionDoc::new(&puzzle, "-").with_solution(Some(&solution));
            write_solution_workbook(&path, &doc).unwrap();
        });
        files.push(path);
    }
    let refs: Vec<&std::path::Path> = files.iter().map(|p| p.as_path()).collect();
    office.convert("pdf", &refs, dir.path(), Recalc::Default);
    for lang in Lang::ALL {
        let pdf = dir.path().join(format!("play-{}.pdf", lang.code()));
        let Some(text) = pdf_text(expect_file(&pdf)) else {
            eprintln!("skipped: no pdftotext");
            return;
        };
        for id in ["worksheet-name", "worksheet-date"] {
            let label = lang.text(id);
            assert!(
                text.contains(&label),
                "{}: {label:?} is not on the Play page:\n{text}",
                lang.code()
            );
        }
    }
}

/// A class long enough for two pages prints the marks' headings again at
/// the top of the second, in both formats.
#[test]
fn the_marks_headings_print_again_on_every_page() {
    let Some(office) = office("the_marks_headings_print_again_on_every_page") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let rows: Vec<sheetdoku::check::MarkRow> = (1..=90)
        .map(|k| sheetdoku::check::MarkRow::unmarked(&format!("pupil-{k}.ods"), "-".to_string()))
        .collect();
    let doc = MarksDoc::new("3B", "2026-12-05", &rows, "-");
    let files: Vec<std::path::PathBuf> = ["ods", "xlsx"]
        .iter()
        .map(|ext| {
            let path = dir.path().join(format!("long-{ext}.{ext}"));
            with_language(Lang::En, || write_marks(&path, &doc).unwrap());
            path
        })
        .collect();
    let refs: Vec<&std::path::Path> = files.iter().map(|p| p.as_path()).collect();
    office.convert("pdf", &refs, dir.path(), Recalc::Default);
    for ext in ["ods", "xlsx"] {
        let pdf = dir.path().join(format!("long-{ext}.pdf"));
        let Some(text) = pdf_text(expect_file(&pdf)) else {
            eprintln!("skipped: no pdftotext");
            return;
        };
        let pages: Vec<&str> = text
            .split('\u{c}')
            .filter(|p| !p.trim().is_empty())
            .collect();
        assert!(pages.len() >= 2, "{ext}: 90 rows on one page?");
        for (i, page) in pages.iter().enumerate() {
            for word in ["puzzle", "verdict"] {
                assert!(
                    page.contains(word),
                    "{ext}: page {} without '{word}':\n{page}",
                    i + 1
                );
            }
        }
    }
}
