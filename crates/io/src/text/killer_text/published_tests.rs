//! Published killer forms: lines of our calibration set read to their
//! listed cages, a cage joined by a corner (a diagonal arrow, SudoCue's
//! numbers), `0` for a cell in no cage, and one bad line among good ones.

use super::tests::{cages_of, sudocue_of};
use super::*;
use sheetdoku_core::Joined;

/// Three killers of our calibration set, each with its cages as listed
/// (sum, then cells as `row * 9 + col`).
const LISTED: [(&str, &str); 3] = [
    (
        "D<<D<R<<5^Q<<^N^6^H^K<<^<<3^^DL<^A<<G<^^<FQ<<4^E<I^^<9H<^>^^CM<^<J^1>^^<1>^H<<6B<",
        "6:78;14:47,48,56;19:65,73,74;13:0,1,2,9;13:3,4,13;27:5,6,7,15;5:8,17;\
         26:10,11,12,19,28;23:14,23,24,25,32;6:16;17:18,27;20:20,21,22;17:75,76,77;3:26;\
         1:67;13:29,38;26:42,43,44,51,52;21:30,31,39,40;10:33,34,35;16:36,37,46;\
         15:41,50,59;4:45;18:49,57,58,66;17:54,55,63,64;22:61,62,70,71;11:79,80;1:72;\
         9:53;12:60,68,69",
    ),
    (
        "D<<A<E<I<J<<^<CI^6J<GH<^^<^D^^<5E^7^^M<<<^D^CE<68^^^U^^B<^64^^<A<F8^^92^^>^7F<48<",
        "13:0,1,2;10:3,4,12,13;19:18,19,28;14:5,6;18:7,8,16;11:55,56;19:9,10,11;12:14,23;\
         18:15,24,25,33;6:17,26,35;14:32,41,50;16:20,29,30;17:21,22;22:37,38,39,40,49;\
         13:27,36;15:65,73,74;8:48,57;5:31;9:69;30:52,61,62,71;7:34,43;13:42,51,60;\
         14:45,46,54;12:44,53;7:75;4:59,68;6:47;6:58,67;10:63,64,72;8:79,80;2:70;8:66;\
         15:76,77;4:78",
    ),
    (
        "CHO<<D<1A^^I5^^7<^8^^<4^K<<^OK^E<C<M>^^1^I<^^^>^K<^F<^8H<<^D<>^^C4N<<^N<6^<^<52^7",
        "12:0,9;17:1,10,19;24:2,3,4,13;20:48,49,58;23:70,71,79;13:5,6,14,23;15:51,52;\
         13:59,60,69;1:7;17:55,56,57;18:11,20,21,30;10:8,17;12:64,73,74;24:28,36,37,45;\
         22:35,44,53,61,62;5:12;14:31,32,40;7:15,16;8:18,27;23:66,67,68,75,76;4:22;\
         20:24,25,26;20:29,38,46,47;12:33,34,43;1:39;18:41,42,50;8:54,63;5:77;4:65;6:72;\
         2:78;7:80",
    ),
];

/// The second listed killer with its cage of 11 at B7-C7 and the cage of 8
/// at D8 made one cage of 19, D8 joined to C7 by its corner ('`' at D8):
/// still one solution, the listed one.
const CORNER: &str =
    "D<<A<E<I<J<<^^CI^6J<GH<^^<^D^^<5E^7^^M<<<^D^CE<68^^^U^^J<^64^^<A<F`^^92^^>^7F<48<";
const CORNER_SOLUTION: &str =
    "751236849289417653643985271897654312532198764416372598974523186365841927128769435";

fn sorted(mut cages: Vec<(u32, Vec<usize>)>) -> Vec<(u32, Vec<usize>)> {
    cages.sort();
    cages
}

#[test]
fn published_lines_give_their_listed_cages() {
    for (line, listed) in LISTED {
        let want: Vec<(u32, Vec<usize>)> = listed
            .split(';')
            .map(|cage| {
                let (sum, cells) = cage.trim().split_once(':').unwrap();
                let cells = cells.split(',').map(|c| c.parse().unwrap()).collect();
                (sum.parse().unwrap(), cells)
            })
            .collect();
        assert_eq!(sorted(cages_of(line)), sorted(want), "{line}");
    }
}

#[test]
fn a_diagonal_arrow_joins_a_cage_by_its_corner() {
    let puzzles = parse_killer_lines(CORNER, None, &ReadOptions::default());
    let puzzle = puzzles[0].as_ref().unwrap();
    let joined: Vec<&Cage> = puzzle
        .geometry
        .cages()
        .map(|(_, c)| c)
        .filter(|c| c.joined == Joined::ByCorners)
        .collect();
    assert_eq!(joined.len(), 1);
    assert_eq!(
        (joined[0].sum, &joined[0].cells),
        (19.into(), &vec![55, 56, 66])
    );
    // Different digits adding up to the sum: the one solution is the
    // listed one, by the engine and by the binary program.
    let solution = sheetdoku_core::solve_native(&puzzle.geometry, &puzzle.givens)
        .unwrap()
        .unwrap();
    assert_eq!(solution.to_line(), CORNER_SOLUTION);
    let count = sheetdoku_core::count_solutions(&puzzle.geometry, &puzzle.givens, 2).unwrap();
    assert_eq!(count, sheetdoku_core::Count::Exact(1));
    // SudoCue's form of the same killer gives the same cages.
    let sudocue = sudocue_of(CORNER, false, None);
    assert_eq!(sorted(cages_of(&sudocue)), sorted(cages_of(CORNER)));
    // Its puzzle line marks the cage '~' and reads back the same.
    let line = crate::puzzle_line(&puzzle.geometry, &puzzle.givens).unwrap();
    assert!(line.contains(";19~:B7,C7,D8;"), "{line}");
    let back = crate::text::parse_text(&line, None, &ReadOptions::default()).unwrap();
    assert_eq!(back[0].geometry, puzzle.geometry);
    // Without the '~', the field's cage must be joined side by side.
    let plain = line.replace("19~:", "19:");
    let err = crate::text::parse_text(&plain, None, &ReadOptions::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: cage at B7: D8 is not joined to the rest of the cage side by side"
    );
}

#[test]
fn zero_is_a_cell_in_no_cage() {
    let (line, _) = LISTED[0];
    // H2 (cell 16) is a cage of 6 alone; '0' leaves it in no cage.
    let mut chars: Vec<char> = line.chars().collect();
    chars[16] = '0';
    let uncaged: String = chars.iter().collect();
    let cages = cages_of(&uncaged);
    let mut want = cages_of(line);
    want.retain(|(_, cells)| cells != &vec![16]);
    assert_eq!(cages, want);
    // An arrow into a cell in no cage is refused (I2 pointing at H2).
    chars[17] = '<';
    let bad: String = chars.iter().collect();
    let lines = parse_killer_lines(&bad, Some(Path::new("k.txt")), &ReadOptions::default());
    assert_eq!(
        lines[0].as_ref().unwrap_err().to_string(),
        "k.txt, line 1: I2: its arrow leads to H2, whose '0' marks a cell in no cage"
    );
}

#[test]
fn a_bad_line_is_its_own_error_and_the_others_are_read() {
    let text = format!(
        "# three killers\n{}\n<79<^^5^9^^6^<>^\n\n{CORNER}\n",
        LISTED[1].0
    );
    let lines = parse_killer_lines(&text, Some(Path::new("k.txt")), &ReadOptions::default());
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].as_ref().unwrap().source.line, Some(2));
    assert_eq!(
        lines[1].as_ref().unwrap_err().to_string(),
        "k.txt, line 3: A1: '<' points off the grid"
    );
    assert_eq!(lines[2].as_ref().unwrap().source.line, Some(5));
    // Read whole, the file stops at its bad line, as it always did.
    let err = crate::text::parse_text(&text, None, &ReadOptions::default()).unwrap_err();
    assert_eq!(err.to_string(), "line 3: A1: '<' points off the grid");
    // Naming one puzzle reads the file whole.
    let opts = ReadOptions::default().with_puzzle(Some("1".to_string()));
    assert!(crate::text::parse_text_by_line(&text, None, &opts).is_err());
}
