//! Pages printed by Calc in every language with nothing cut: every heading
//! of the marks table whole, no word broken over two lines (Calc breaks a
//! word that does not fit its column, and the headings are in the teacher's
//! language, some words longer than the English); the name and the date on
//! the Play page of a 4x4, the narrowest page.

use sheetdoku::solve::Uniqueness;
use sheetdoku::write::{
    mark_headings, write_marks, write_solution_workbook, CageStyle, MarksDoc, SolutionDoc,
};
use sheetdoku::{with_language, Lang};

use crate::printing::{patterned, pdf_text};
use crate::soffice::{expect_file, office, Recalc};

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
            let doc = MarksDoc {
                title: "3B",
                date: "2026-12-05",
                rows: &[],
                summary: "-",
            };
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
            let doc = SolutionDoc {
                puzzle: &puzzle,
                solution: Some(&solution),
                dropped: &[],
                uniqueness: &Uniqueness::Unknown,
                status: "-",
                title: None,
                steps: None,
                cage_style: CageStyle::Outlined,
            };
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
