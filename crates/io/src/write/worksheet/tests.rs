use calamine::{open_workbook, Data, Reader, Xlsx};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::read::read_puzzle;
use crate::read_options::ReadOptions;
use sheetdoku_core::rate;
use sheetdoku_core::{generate, random_jigsaw, GenerateOptions};
use sheetdoku_core::{Diagonals, Variant};

fn doc(g: &Geometry, count: usize, per_page: usize, seed: u64) -> WorksheetDoc {
    let opts = GenerateOptions::default().with_seed(seed);
    let puzzles = generate(g, count, &opts)
        .unwrap()
        .into_iter()
        .map(|p| WorksheetPuzzle::generated(g, p))
        .collect();
    WorksheetDoc::default()
        .with_title("Class 3B")
        .with_puzzles(puzzles)
        .with_per_page(per_page)
        .with_cage_style(crate::CageStyle::Outlined)
}

fn text(range: &calamine::Range<Data>, r: u32, c: u32) -> String {
    match range.get_value((r, c)) {
        Some(Data::String(s)) => s.clone(),
        Some(Data::Float(x)) => x.to_string(),
        _ => String::new(),
    }
}

/// Puzzle `k` (1-based) read back from its own sheet with `--puzzle`.
fn read_back(path: &Path, k: usize, n: usize) -> sheetdoku_core::Puzzle {
    let last = sheetdoku_core::a1(n - 1, n - 1);
    let opts = ReadOptions::default().with_puzzle(Some(format!("P{k}!A1:{last}")));
    read_puzzle(path, &opts).unwrap()
}

#[test]
fn every_variant_reads_back_from_its_own_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let geometries = [
        Geometry::standard(9).unwrap(),
        Geometry::standard(6).unwrap(),
        Geometry::for_variant(Variant::X, 9, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap(),
        random_jigsaw(9, Diagonals::None, &mut rng).unwrap(),
        random_jigsaw(8, Diagonals::Both, &mut rng).unwrap(),
    ];
    for (i, g) in geometries.iter().enumerate() {
        let path = dir.path().join(format!("w{i}.xlsx"));
        let d = doc(g, 3, [1, 2, 4, 6][i % 4], i as u64);
        write_worksheet(&path, &d).unwrap();
        for k in 1..=3 {
            let p = read_back(&path, k, g.size());
            assert_eq!(&p.geometry, g, "{}", g.describe());
            assert_eq!(p.givens, d.puzzles[k - 1].givens);
        }
    }
}

#[test]
fn the_printable_sheet_has_title_name_line_levels_and_symbols() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.xlsx");
    let g = Geometry::standard(9).unwrap();
    let mut d = doc(&g, 5, 4, 1);
    d.symbols = Some("ABCDEFGHI".chars().collect());
    write_worksheet(&path, &d).unwrap();
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    assert_eq!(
        book.sheet_names(),
        [
            "Worksheet",
            "Answers",
            "P1",
            "P2",
            "P3",
            "P4",
            "P5",
            "Info",
            "Key",
            "Check"
        ]
    );
    let sheet = book.worksheet_range("Worksheet").unwrap();
    // Page 1: title, name line, then two rows of two puzzles; page 2 the fifth.
    assert_eq!(text(&sheet, 0, 0), "Class 3B");
    assert!(text(&sheet, 1, 0).starts_with("Name: ___"));
    assert!(text(&sheet, 1, 0).contains("Date: ___"));
    let level = |k: usize| rate(&g, &d.puzzles[k].givens).unwrap().level;
    assert_eq!(text(&sheet, 3, 0), format!("1.  Level: {}", level(0)));
    assert_eq!(text(&sheet, 3, 10), format!("2.  Level: {}", level(1)));
    assert_eq!(text(&sheet, 15, 0), format!("3.  Level: {}", level(2)));
    assert_eq!(text(&sheet, 27, 0), "Class 3B");
    assert_eq!(text(&sheet, 30, 0), format!("5.  Level: {}", level(4)));
    // Puzzle 2's givens as letters, blanks empty.
    let givens = &d.puzzles[1].givens;
    for cell in 0..81 {
        let shown = text(&sheet, 4 + (cell / 9) as u32, 11 + (cell % 9) as u32);
        let expected = match givens.get(cell) {
            0 => String::new(),
            v => ((b'A' + v - 1) as char).to_string(),
        };
        assert_eq!(shown, expected);
    }
    // The answer key of puzzle 5: five keys are two to a row (the largest
    // that fit one page), so it is the third row's first, its label on
    // sheet row 3 + 2 * 11 - 1.
    let answers = book.worksheet_range("Answers").unwrap();
    assert_eq!(text(&answers, 0, 1), "Class 3B: answers");
    assert_eq!(text(&answers, 24, 1), "5.");
    let solution = d.puzzles[4].solution.as_ref().unwrap();
    for cell in 0..81 {
        let v = solution.get(cell);
        let shown = text(&answers, 25 + (cell / 9) as u32, 1 + (cell % 9) as u32);
        assert_eq!(shown, ((b'A' + v - 1) as char).to_string());
    }
    // Our layout keeps digits so the reader takes them.
    let p5 = book.worksheet_range("P5").unwrap();
    assert_eq!(text(&p5, 0, 10), "Blocks");
    let info = book.worksheet_range("Info").unwrap();
    assert_eq!(text(&info, 0, 1), "standard");
    assert_eq!(text(&info, 5, 1), "ABCDEFGHI");
    assert_eq!(read_back(&path, 5, 9).givens, d.puzzles[4].givens);
}

#[test]
fn bad_requests_are_usage_errors_and_leave_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let g = Geometry::standard(4).unwrap();
    let path = dir.path().join("w.xlsx");
    let mut d = doc(&g, 1, 3, 1);
    let err = write_worksheet(&path, &d).unwrap_err();
    assert_eq!(err.to_string(), "3 puzzles per page: choose 1, 2, 4 or 6");
    d.per_page = 1;
    d.symbols = Some("AAB".chars().collect());
    let err = write_worksheet(&path, &d).unwrap_err();
    assert!(
        err.to_string().contains("4 different symbols are needed"),
        "{err}"
    );
    d.symbols = None;
    let err = write_worksheet(&dir.path().join("w.pdf"), &d).unwrap_err();
    assert!(err.to_string().contains(".xlsx or .ods"), "{err}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

/// `solution` with its first two cells swapped: complete, with clashes.
fn swapped(solution: &Grid) -> Grid {
    let mut wrong = solution.clone();
    wrong.set(0, solution.get(1));
    wrong.set(1, solution.get(0));
    wrong
}

/// The text of part `name` of the zip file at `path`.
fn part(path: &Path, name: &str) -> String {
    let mut zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut text = String::new();
    std::io::Read::read_to_string(&mut zip.by_name(name).unwrap(), &mut text).unwrap();
    text
}

#[test]
fn own_sheets_and_printed_grids_check_themselves() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.xlsx");
    let nine = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let mut d = doc(&nine, 3, 4, 3);
    let six = doc(&Geometry::standard(6).unwrap(), 1, 4, 5);
    d.puzzles.extend(six.puzzles);
    // Puzzle 1 filled in right, 2 wrong, 3 and 4 as generated.
    let right = d.puzzles[0].solution.clone().unwrap();
    d.puzzles[0].givens = right;
    let wrong = swapped(d.puzzles[1].solution.as_ref().unwrap());
    d.puzzles[1].givens = wrong;
    write_worksheet(&path, &d).unwrap();

    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    let expected = ["solved", "clash", "not started", "not started"];
    for (k, status) in expected.iter().enumerate() {
        let n = d.puzzles[k].geometry.size() as u32;
        let own = book.worksheet_range(&format!("P{}", k + 1)).unwrap();
        assert_eq!(text(&own, n + 1, 0), *status, "P{}", k + 1);
        assert!(text(&own, n + 2, 0).starts_with(&format!("digits 1 to {n}")));
        // Which of its two places to type the puzzle into.
        let which = format!("Puzzle {} is also on the worksheet page: type", k + 1);
        assert!(text(&own, n + 4, 0).starts_with(&which), "P{}", k + 1);
    }
    // The printed grids, one sheet per size: their statuses right of the
    // page (two slots of ten columns after the margin column, one empty
    // column), numbered, two rows apart for the grids side by side.
    assert_eq!(
        book.sheet_names()[..3],
        ["Worksheet 9x9", "Worksheet 6x6", "Answers"]
    );
    let sheet = book.worksheet_range("Worksheet 9x9").unwrap();
    assert_eq!(text(&sheet, 4, 22), "1.");
    assert_eq!(text(&sheet, 4, 23), "solved");
    assert_eq!(text(&sheet, 6, 22), "2.");
    assert_eq!(text(&sheet, 6, 23), "clash");
    assert_eq!(text(&sheet, 16, 22), "3.");
    assert_eq!(text(&sheet, 16, 23), "not started");
    // The 6x6 on its own pages, with columns of its own (two slots of
    // seven), keeping its number.
    let six = book.worksheet_range("Worksheet 6x6").unwrap();
    assert_eq!(
        text(&six, 3, 0),
        format!(
            "4.  Level: {}",
            rate(&d.puzzles[3].geometry, &d.puzzles[3].givens)
                .unwrap()
                .level
        )
    );
    assert_eq!(text(&six, 4, 16), "4.");
    assert_eq!(text(&six, 4, 17), "not started");
    // The rules under the grids, and the print range ends before the
    // statuses: on paper there is no status.
    assert!(text(&sheet, 13, 1)
        .starts_with("Fill in the empty cells with the digits 1 to 9: every row"));
    assert_eq!(text(&sheet, 14, 1), "");
    let workbook = part(&path, "xl/workbook.xml");
    for (id, area) in [
        (0, "'Worksheet 9x9'!$A$1:$U$"),
        (1, "'Worksheet 6x6'!$A$1:$O$"),
    ] {
        let name = format!("<definedName name=\"_xlnm.Print_Area\" localSheetId=\"{id}\">{area}");
        assert!(workbook.contains(&name), "{workbook}");
    }
    // Givens are numbers there, so that the checks count them.
    assert_eq!(
        sheet.get_value((4, 1)),
        Some(&Data::Float(f64::from(d.puzzles[0].givens.get(0))))
    );
    let hidden = book
        .sheets_metadata()
        .iter()
        .find(|s| s.name == "Check")
        .map(|s| s.visible);
    assert_eq!(hidden, Some(calamine::SheetVisible::Hidden));
    // Four printed grids (3 x 10 + 7 columns), then P1..P4: P4 is the 6x6,
    // whose unit names start at column 3 * 10 + 7 + 3 * 10 = 67.
    let check = book.worksheet_range("Check").unwrap();
    assert_eq!(text(&check, 1, 68), "P4");
    assert_eq!(text(&check, 3, 67), "row 1");
    let p4 = &d.puzzles[3];
    let first_row: Vec<u8> = (0..6).map(|c| p4.givens.get(c)).collect();
    for digit in 1..=6u8 {
        let count = first_row.iter().filter(|&&d| d == digit).count();
        let at = (3, 67 + u32::from(digit));
        assert_eq!(check.get_value(at), Some(&Data::Float(count as f64)));
    }
    // Validation, protection and one clash rule per cell on P1 (the fourth
    // sheet, after two printable sheets and the answer key).
    let xml = part(&path, "xl/worksheets/sheet4.xml");
    assert!(xml.contains("<sheetProtection"), "P1 is not protected");
    assert!(xml.contains("<dataValidation type=\"whole\""));
    // And the status cell's colours (green solved, red wrong).
    assert_eq!(xml.matches("<conditionalFormatting ").count(), 81 + 1);
    for (k, rules) in [(1, 3 * 81 + 3), (2, 36 + 1)] {
        let printed = part(&path, &format!("xl/worksheets/sheet{k}.xml"));
        assert!(printed.contains("<sheetProtection"));
        assert_eq!(printed.matches("<conditionalFormatting ").count(), rules);
    }
}

#[test]
fn mixed_sizes_print_each_size_as_large_as_its_page_allows() {
    let dir = tempfile::tempdir().unwrap();
    let nine = Geometry::standard(9).unwrap();
    let sixteen = Geometry::standard(16).unwrap();
    let alone = |g: &Geometry, name: &str| {
        let path = dir.path().join(name);
        write_worksheet(&path, &doc(g, 2, 4, 2)).unwrap();
        part(&path, "xl/worksheets/sheet1.xml")
    };
    let (nine_alone, sixteen_alone) = (alone(&nine, "9.xlsx"), alone(&sixteen, "16.xlsx"));
    let mut d = doc(&nine, 2, 4, 2);
    d.puzzles
        .insert(1, doc(&sixteen, 1, 4, 2).puzzles.remove(0));
    let path = dir.path().join("mixed.xlsx");
    write_worksheet(&path, &d).unwrap();
    // Each size's page has the columns (and so the grid size) it has alone.
    let cols =
        |xml: &str| xml[xml.find("<cols>").unwrap()..xml.find("</cols>").unwrap()].to_string();
    assert_eq!(
        cols(&part(&path, "xl/worksheets/sheet1.xml")),
        cols(&nine_alone)
    );
    assert_eq!(
        cols(&part(&path, "xl/worksheets/sheet2.xml")),
        cols(&sixteen_alone)
    );
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    let sheet = book.worksheet_range("Worksheet 16x16").unwrap();
    assert!(text(&sheet, 3, 0).starts_with("2.  Level: "));
    let sheet = book.worksheet_range("Worksheet 9x9").unwrap();
    assert!(text(&sheet, 3, 0).starts_with("1.  Level: "));
    assert!(text(&sheet, 3, 10).starts_with("3.  Level: "));
    // It still reads back as a worksheet: every puzzle from its P sheet.
    let read = crate::read_puzzles(&path, &ReadOptions::default()).unwrap();
    let givens: Vec<&Grid> = read.iter().map(|p| &p.givens).collect();
    let expected: Vec<&Grid> = d.puzzles.iter().map(|p| &p.givens).collect();
    assert_eq!(givens, expected);
}

#[test]
fn the_answer_key_can_explain_each_hardest_step() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.xlsx");
    let g = Geometry::standard(9).unwrap();
    let mut d = doc(&g, 3, 4, 7);
    for p in &mut d.puzzles {
        let rating = rate(&g, &p.givens).unwrap();
        let namer = sheetdoku_core::CellNamer::default();
        p.hardest_step = sheetdoku_core::explain_hardest(&g, &p.givens, &rating, &namer).unwrap();
        assert!(p.hardest_step.is_some());
    }
    write_worksheet(&path, &d).unwrap();
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    let key = book.worksheet_range("Answers").unwrap();
    let (rows, _) = key.get_size();
    let texts: Vec<String> = (0..rows as u32).map(|r| text(&key, r, 1)).collect();
    let at = texts
        .iter()
        .position(|t| t == "Hardest step of each puzzle")
        .expect("a heading for the hardest steps");
    for (k, p) in d.puzzles.iter().enumerate() {
        let step = p.hardest_step.as_ref().unwrap();
        assert_eq!(texts[at + 1 + k], format!("{}.  {step}", k + 1));
    }
    // Without them the key has no such heading.
    d.puzzles.iter_mut().for_each(|p| p.hardest_step = None);
    write_worksheet(&path, &d).unwrap();
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    let key = book.worksheet_range("Answers").unwrap();
    let (rows, _) = key.get_size();
    assert!((0..rows as u32).all(|r| text(&key, r, 1) != "Hardest step of each puzzle"));
}

#[test]
fn letters_print_unchecked_but_own_sheets_still_check() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.xlsx");
    let mut d = doc(&Geometry::standard(4).unwrap(), 2, 2, 9);
    d.symbols = Some("ABCD".chars().collect());
    write_worksheet(&path, &d).unwrap();
    let printed = part(&path, "xl/worksheets/sheet1.xml");
    assert!(!printed.contains("<conditionalFormatting "));
    assert!(!printed.contains("<sheetProtection"));
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    let p2 = book.worksheet_range("P2").unwrap();
    assert_eq!(text(&p2, 5, 0), "not started");
}

#[test]
fn copies_are_labelled_in_the_key_only() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.xlsx");
    let g = Geometry::standard(4).unwrap();
    let mut d = doc(&g, 2, 2, 11);
    d.puzzles[1].note = Some("puzzle 1, copy 2".to_string());
    write_worksheet(&path, &d).unwrap();
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    let sheet = book.worksheet_range("Worksheet").unwrap();
    let level = rate(&g, &d.puzzles[1].givens).unwrap().level;
    // The second puzzle, beside the first on a page on its side.
    assert_eq!(text(&sheet, 3, 5), format!("2.  Level: {level}"));
    let answers = book.worksheet_range("Answers").unwrap();
    let labels: Vec<String> = (0..12).map(|c| text(&answers, 2, c)).collect();
    assert!(
        labels.contains(&"2.  (puzzle 1, copy 2)".to_string()),
        "{labels:?}"
    );
}
