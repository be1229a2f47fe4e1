//! Plain text and CSV puzzles.

use std::path::{Path, PathBuf};

use sheetdoku::read::{parse_text, read_puzzle, read_puzzles, ReadOptions};
use sheetdoku::{Geometry, Grid, Variant};
use tempfile::TempDir;

const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";

/// The 50 development puzzles in the "Grid NN" + 9 lines form
/// (tests/data/README.md says how they were made).
fn dev50() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dev50.txt")
}

fn write(dir: &TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn opts() -> ReadOptions {
    ReadOptions::default()
}

#[test]
fn the_fifty_dev_grids_are_named_from_their_headers() {
    let path = dev50();
    let all = read_puzzles(&path, &opts()).unwrap();
    assert_eq!(all.len(), 50);
    for (i, p) in all.iter().enumerate() {
        assert_eq!(
            p.source.name.as_deref(),
            Some(format!("Grid {:02}", i + 1).as_str())
        );
        assert_eq!(p.source.line, Some(10 * i + 2));
        assert_eq!(p.geometry, Geometry::standard(9).unwrap());
    }
    assert_eq!(
        all[0].givens.to_line(),
        "7.....5....364..182.4...6.3..9....3.6..2.4.898...96..5.579.1..41.2.63.....6.85.21"
    );
    let err = read_puzzle(&path, &opts()).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "{}: 50 puzzles in file (Grid 01, Grid 02, Grid 03, Grid 04, Grid 05, ...); choose one by name or number",
            path.display()
        )
    );
    for pick in ["grid 07", "7"] {
        let o = opts().with_puzzle(Some(pick.into()));
        let p = read_puzzle(&path, &o).unwrap();
        assert_eq!(p.source.name.as_deref(), Some("Grid 07"));
        assert_eq!(
            p.source.location().to_string(),
            format!("{}, line 62", path.display())
        );
    }
}

#[test]
fn one_line_puzzles_comments_and_other_sizes() {
    let sixteen = format!("{}{}", "123456789ABCDEFG", ".".repeat(240));
    let text = format!(
        "# a comment\n{MATLAB}\n\n{}  # trailing note\n{sixteen}\n1.3...1.........\n",
        MATLAB.replace('.', "0")
    );
    let all = parse_text(&text, None, &opts()).unwrap();
    assert_eq!(all.len(), 4);
    assert_eq!(all[0].givens.to_line(), MATLAB);
    assert_eq!(all[1].givens, all[0].givens);
    assert_eq!(all[1].source.line, Some(4));
    assert_eq!(all[2].givens.size(), 16);
    assert_eq!(all[2].givens.at(0, 15), 16);
    assert_eq!(all[3].givens.size(), 4);
    assert_eq!(all[3].source.name, None);
}

#[test]
fn multi_line_grids_with_box_drawing() {
    let text = "\
Puzzle: the MATLAB example
. 2 . | . 3 . | . 4 .
6 . . | . . . | . . 3
. . 4 | . . . | 5 . .
------+-------+------
. . . | 8 . 6 | . . .
8 . . | . 1 . | . . 6
. . . | 7 . 5 | . . .
------+-------+------
. . 7 | . . . | 6 . .
4 . . | . . . | . . 8
. 3 . | . 4 . | . 2 .
";
    let dir = TempDir::new().unwrap();
    let path = write(&dir, "boxed.sdk", text);
    let o = opts().with_variant(Some(Variant::X));
    let p = read_puzzle(&path, &o).unwrap();
    assert_eq!(p.givens, Grid::parse_line(MATLAB).unwrap());
    assert_eq!(p.source.name.as_deref(), Some("Puzzle: the MATLAB example"));
    assert_eq!(p.source.line, Some(2));
    assert_eq!(
        p.geometry,
        Geometry::for_variant(Variant::X, 9, None).unwrap()
    );
    // A 4x4 of four lines is one grid, not four.
    let four = parse_text("1.3.\n..1.\n-...\n...4\n", None, &opts()).unwrap();
    assert_eq!(four.len(), 1);
    assert_eq!(four[0].givens.to_line(), "1.3...1........4");
}

#[test]
fn text_errors_name_the_file_and_line() {
    let dir = TempDir::new().unwrap();
    let rows: Vec<&str> = (0..9).map(|r| &MATLAB[9 * r..9 * r + 9]).collect();
    let bad = write(
        &dir,
        "bad.txt",
        &format!("# note\n{}\n{}\n53x.7....\n", rows[0], rows[1]),
    );
    let msg = read_puzzle(&bad, &opts()).unwrap_err().to_string();
    assert_eq!(
        msg,
        format!(
            "{}, line 2: 3 lines of 9 symbols; a 9x9 grid needs 9 lines",
            bad.display()
        )
    );
    let odd = write(&dir, "odd.txt", &format!("{}\n{MATLAB}\n", &MATLAB[..80]));
    assert_eq!(
        read_puzzle(&odd, &opts()).unwrap_err().to_string(),
        format!(
            "{}, line 1: 80 symbols is not a grid (81 for 9x9, 256 for 16x16, or 9 lines of 9; numbers separated by commas or spaces count one each)",
            odd.display()
        )
    );
    let mut lines = rows.clone();
    lines[4] = "53x.7....";
    let bad = write(&dir, "sym.txt", &lines.join("\n"));
    assert_eq!(
        read_puzzle(&bad, &opts()).unwrap_err().to_string(),
        format!(
            "{}, line 5: 'x' at position 3 is not a digit of a 9x9 grid",
            bad.display()
        )
    );
    let short = write(
        &dir,
        "short.txt",
        &format!("Grid 01\n{}", rows[..8].join("\n")),
    );
    assert_eq!(
        read_puzzle(&short, &opts()).unwrap_err().to_string(),
        format!(
            "{}, line 2: 8 lines of 9 symbols; a 9x9 grid needs 9 lines",
            short.display()
        )
    );
    let one = write(&dir, "one.txt", MATLAB);
    let o = opts().with_variant(Some(Variant::JIGSAW));
    assert_eq!(
        read_puzzle(&one, &o).unwrap_err().to_string(),
        format!(
            "{}: a jigsaw puzzle needs a block map, which plain text cannot hold; put it in a spreadsheet with the block map in sheet B",
            one.display()
        )
    );
    let o = opts().with_size(Some(16));
    assert_eq!(
        read_puzzle(&one, &o).unwrap_err().to_string(),
        format!(
            "{}, line 1: a 9x9 grid, but the size asked for is 16x16",
            one.display()
        )
    );
    let blank = write(&dir, "blank.txt", "# nothing here\n\n");
    assert_eq!(
        read_puzzle(&blank, &opts()).unwrap_err().to_string(),
        format!("{}: the file is empty", blank.display())
    );
    let o = opts().with_puzzle(Some("Grid 99".into()));
    assert_eq!(
        read_puzzle(&dev50(), &o).unwrap_err().to_string(),
        format!(
            "{}: no puzzle grid found: no puzzle 'Grid 99' (the file has 50 puzzles; give a name or a number 1 to 50)",
            dev50().display()
        )
    );
}

#[test]
fn csv_grids_and_clue_lists() {
    let dir = TempDir::new().unwrap();
    let rows: Vec<String> = (0..9)
        .map(|r| {
            MATLAB[9 * r..9 * r + 9]
                .chars()
                .map(|c| {
                    if c == '.' {
                        String::new()
                    } else {
                        c.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    let path = write(&dir, "grid.csv", &rows.join("\n"));
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.to_line(), MATLAB);
    assert_eq!(p.source.sheet, None);
    let mut bad = rows.clone();
    bad[1] = bad[1].replacen("6", "x", 1);
    let path = write(&dir, "bad.csv", &bad.join("\n"));
    assert_eq!(
        read_puzzle(&path, &opts()).unwrap_err().to_string(),
        format!(
            "{}, cell A2: holds 'x'; expected a digit 1 to 9 or an empty cell",
            path.display()
        )
    );
    let clues = "row;col;value\n1;2;2\n1;5;3\n9;8;2\n";
    let path = write(&dir, "clues.csv", clues);
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.given_count(), 3);
    assert_eq!(p.givens.at(8, 7), 2);
    let path = write(&dir, "clues-bad.csv", "1;2;2\n1;0;3\n9;8;2\n");
    assert_eq!(
        read_puzzle(&path, &opts()).unwrap_err().to_string(),
        format!(
            "{}, cell B2: holds 0; expected a column number 1 to 9",
            path.display()
        )
    );
    // A CSV without separators is plain text.
    let path = write(&dir, "lines.csv", &format!("{MATLAB}\n"));
    assert_eq!(
        read_puzzle(&path, &opts()).unwrap().givens.to_line(),
        MATLAB
    );
}
