//! Puzzles published by others in f-puzzles form, of different rules
//! (`tests/data/public/`, where their README names each source): each is
//! read as the f-puzzles JSON it is, counted unique by the native engine,
//! and solved by `solve_puzzle` and by the binary program alone to the
//! grid its setter published.

use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{
    count_solutions, solve_blp, solve_puzzle, BlpOptions, Count, SolveOptions, SolveOutcome,
};
use sheetdoku::Grid;

/// One published puzzle: its file, what it is, where it was published and
/// its published solution (81 digits, row by row).
struct Public {
    file: &'static str,
    rules: &'static str,
    source: &'static str,
    solution: &'static str,
}

const PUBLIC: &[Public] = &[
    Public {
        file: "classic.json",
        rules: "Classic sudoku",
        source: "https://en.wikipedia.org/wiki/Sudoku#/media/File:Sudoku_Puzzle_by_L2G-20050714_standardized_layout.svg",
        solution: "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    },
    Public {
        file: "jigsaw.json",
        rules: "Jigsaw",
        source: "https://sudokupad.app/fTbNFPQ44g",
        solution: "364891527189374265542168739625719843213987456937456182876523914498235671751642398",
    },
    Public {
        file: "killer.json",
        rules: "Killer",
        source: "https://en.wikipedia.org/wiki/Killer_sudoku#/media/File:Killersudoku_color.svg",
        solution: "215647398368952174794381652586274931142593867973816425821739546659428713437165289",
    },
    Public {
        file: "palindromes.json",
        rules: "Sudoku Variants Series (013) - Palindrome Sudoku",
        source: "https://sudokupad.app/0eqtn1ibko",
        solution: "694178235128453976375296481842619753719345628536827149283761594967534812451982367",
    },
    Public {
        file: "sudoku-x.json",
        rules: "Sudoku X",
        source: "http://forum.enjoysudoku.com/the-hardest-sudokus-new-thread-t6539-645.html",
        solution: "681945237792316584435827619523784961817639425946152873369478152158293746274561398",
    },
    Public {
        file: "thermo.json",
        rules: "Thermo",
        source: "https://sudokupad.app/TtTmqGMBDR",
        solution: "847632519295471386631598247129743865486259173753816924368924751974185632512367498",
    },
    Public {
        file: "whispers.json",
        rules: "German Whispers",
        source: "https://sudokupad.app/QM8RdBLBb9",
        solution: "796413852352689417184275693247591386615348279839762541923857164478126935561934728",
    },
    Public {
        file: "x-windoku.json",
        rules: "X-Windoku",
        source: "http://forum.enjoysudoku.com/x-sudoku-extreme-t34714-30.html?hilit=windoku#p309418",
        solution: "932674518678521943541398267469283751217459386853716429326147895794865132185932674",
    },
    Public {
        file: "xv-kropki.json",
        rules: "XV Kropki Sudoku",
        source: "https://sudokupad.app/LTR8GR7D84",
        solution: "195287463284536197376149825657912384918374256423658719532461978741895632869723541",
    },
    Public {
        file: "arrow.json",
        rules: "Arrow",
        source: "https://sugarroad.blogspot.com/search/label/sudoku",
        solution: "167584329985362417342719856718293645253647198694158732571936284829471563436825971",
    },
    Public {
        file: "little-killer.json",
        rules: "Little Killer Sudoku",
        source: "https://sudokupad.app/nQHjr7Ggpg",
        solution: "198235764427968531653714289732186945541379826986542173865421397279653418314897652",
    },
    Public {
        file: "odd-even.json",
        rules: "Odd & even",
        source: "https://sudokupad.app/8bNmDd4J9G",
        solution: "549837216823614975716925348635149827492786153187352469361478592274593681958261734",
    },
    Public {
        file: "renban.json",
        rules: "'Leven",
        source: "https://sudokupad.app/jtgN8Hd7f6",
        solution: "132769845496518723758342196815473269963285417274196358521937684389624571647851932",
    },
    Public {
        file: "sandwich.json",
        rules: "Between 1 and 9 Sudoku",
        source: "https://sudokupad.app/p8fFp3hT96",
        solution: "236941875954378612871625439182439756397856124645217398413562987569783241728194563",
    },
];

fn path(file: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/public")
        .join(file)
}

#[test]
fn every_public_puzzle_is_solved_to_its_published_grid() {
    for p in PUBLIC {
        let what = format!("{} ({}, {})", p.file, p.rules, p.source);
        let puzzles = read_puzzles(&path(p.file), &ReadOptions::default())
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(puzzles.len(), 1, "{what}");
        let puzzle = &puzzles[0];
        let published = Grid::parse_line(p.solution).unwrap();
        assert_eq!(
            count_solutions(&puzzle.geometry, &puzzle.givens, 2).unwrap(),
            Count::Exact(1),
            "{what}"
        );
        let report = solve_puzzle(&puzzle.geometry, &puzzle.givens, &SolveOptions::default())
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(report.solution(), Some(&published), "{what}");
        let blp = solve_blp(&puzzle.geometry, &puzzle.givens, &BlpOptions::default())
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(blp.outcome, SolveOutcome::Solved(published), "{what}");
    }
}

/// Every file of the folder is in the list above, so a puzzle added there
/// is tested.
#[test]
fn every_file_of_the_folder_is_listed() {
    let mut files: Vec<String> = std::fs::read_dir(path(""))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".json"))
        .collect();
    files.sort();
    let mut listed: Vec<String> = PUBLIC.iter().map(|p| p.file.to_string()).collect();
    listed.sort();
    assert_eq!(files, listed);
}
