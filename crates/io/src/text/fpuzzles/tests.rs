use super::*;
use sheetdoku_core::{Constraint, Diagonals, Geometry, Grid, Variant};

fn read(text: &str) -> Result<Vec<Puzzle>> {
    parse_fpuzzles_text(text, Some(Path::new("p.json")), &ReadOptions::default())
}

fn refusal(text: &str) -> String {
    read(text).unwrap_err().to_string()
}

/// A 4x4 f-puzzles JSON with `more` keys added after the grid.
fn four(more: &str) -> String {
    let row = r#"[{"value":1,"given":true},{},{},{}]"#;
    let empty = "[{},{},{},{}]";
    format!(r#"{{"size":4,"grid":[{row},{empty},{empty},{empty}]{more}}}"#)
}

/// `g` with `givens` written as each of its three forms (JSON, f-puzzles
/// link, SudokuPad link) reads back as the same rules and givens.
fn round_trip(g: &Geometry, givens: &Grid) {
    let links = fpuzzles_links(g, givens, Some("Week 3")).unwrap();
    for text in [&links.json, &links.fpuzzles, &links.sudokupad] {
        let back = read(text).unwrap_or_else(|e| panic!("{e}\n{}", links.json));
        assert_eq!(back.len(), 1);
        assert_eq!(
            back[0].geometry.constraints(),
            g.constraints(),
            "{}",
            links.json
        );
        assert_eq!(back[0].givens, *givens, "{}", links.json);
        assert_eq!(back[0].source.name.as_deref(), Some("Week 3"));
    }
}

/// Some givens on the diagonal of an `n x n` grid (not a valid puzzle; the
/// reader does not solve).
fn some_givens(n: usize) -> Grid {
    let mut grid = Grid::empty(n);
    for i in 0..n.min(5) {
        grid.set(i * n + i, (i + 1) as u8);
    }
    grid
}

#[test]
fn every_size_and_variant_reads_back_from_its_links() {
    for n in [4, 6, 8, 9, 10, 12, 15, 16, 20, 25] {
        let g = Geometry::standard(n).unwrap();
        round_trip(&g, &some_givens(n));
    }
    for variant in [Variant::X, Variant::WINDOKU, Variant::WINDOKU_X] {
        for n in [4, 9, 16] {
            let g = Geometry::for_variant(variant, n, None).unwrap();
            round_trip(&g, &some_givens(n));
        }
    }
    let map: Vec<u32> = "1112122233343444".bytes().map(u32::from).collect();
    for variant in [Variant::JIGSAW, Variant::JIGSAW_X, Variant::WINDOKU_X] {
        let g = Geometry::for_variant(variant, 4, Some(&map)).unwrap();
        round_trip(&g, &some_givens(4));
    }
}

#[test]
fn random_jigsaws_read_back_from_their_links() {
    use sheetdoku_core::rand::SeedableRng;
    let mut rng = sheetdoku_core::rand_chacha::ChaCha8Rng::seed_from_u64(45);
    for (n, diagonals) in [
        (6, Diagonals::None),
        (9, Diagonals::None),
        (9, Diagonals::Both),
    ] {
        let g = sheetdoku_core::random_jigsaw(n, diagonals, &mut rng).unwrap();
        assert_eq!(g.variant().blocks, sheetdoku_core::Blocks::Jigsaw);
        round_trip(&g, &some_givens(n));
    }
}

/// Every kind of rule ([`Constraint::one_of_each_kind`], a list a new kind
/// must join), alone and all together, on plain and diagonal grids.
#[test]
fn every_kind_of_rule_reads_back_from_its_links() {
    for n in [4, 6, 9, 16] {
        for (rules, g) in crate::every_kind::geometries_of_every_kind(n) {
            if rules.iter().all(super::write::has_key) {
                round_trip(&g, &Grid::empty(n));
            } else {
                // A rule f-puzzles has no key for: no link, and a message
                // naming it.
                let err = fpuzzles_links(&g, &Grid::empty(n), None).unwrap_err();
                assert!(err.to_string().starts_with("f-puzzles has no "), "{err}");
            }
        }
    }
    // Every kind with a key is written alone.
    assert!(
        Constraint::one_of_each_kind(9)
            .iter()
            .filter(|r| super::write::has_key(r))
            .count()
            >= 6
    );
}

#[test]
fn the_json_holds_what_f_puzzles_writes() {
    let g = Geometry::for_variant(Variant::X, 4, None)
        .unwrap()
        .with_constraint(Constraint::Cage(sheetdoku_core::Cage::new(vec![1, 2], 5)))
        .unwrap();
    let givens = Grid::parse_line("1...............").unwrap();
    let links = fpuzzles_links(&g, &givens, None).unwrap();
    assert_eq!(
        links.json,
        r#"{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"diagonal+":true,"diagonal-":true,"killercage":[{"cells":["R1C2","R1C3"],"value":"5"}]}"#
    );
    assert!(fpuzzles_links(&g, &Grid::empty(9), None).is_err());
}

#[test]
fn boxes_of_another_shape_are_written_as_regions() {
    let g = Geometry::with_boxes(6, 3, 2).unwrap();
    let links = fpuzzles_links(&g, &Grid::empty(6), None).unwrap();
    assert!(links.json.contains(r#""region":"#), "{}", links.json);
    let back = read(&links.json).unwrap();
    for c in 0..36 {
        for d in 0..36 {
            let same = g.block_of(c) == g.block_of(d);
            assert_eq!(
                back[0].geometry.block_of(c) == back[0].geometry.block_of(d),
                same
            );
        }
    }
}

#[test]
fn a_hand_made_puzzle_reads_its_givens_regions_and_title() {
    // A 4x4 jigsaw: regions given for the two middle rows only, the other
    // cells in their default boxes 0 and 1 (top) or 2 and 3 (bottom).
    let text = r#"{
        "size": 4, "title": " Jigsaw ", "author": "a teacher", "ruleset": "Normal rules.",
        "grid": [
            [{"value": 1, "given": true}, {}, {"value": 3}, {}],
            [{"region": 0}, {"region": 0}, {"region": 1}, {"region": 1}],
            [{"region": 2}, {"region": 2}, {"region": 3}, {"region": 3}],
            [{}, {}, {}, {"value": 4, "given": true, "centerPencilMarks": [1, 2]}]
        ],
        "antiknight": false, "thermometer": [], "solution": [], "negative": []
    }"#;
    let p = &read(text).unwrap()[0];
    assert_eq!(p.givens.to_line(), "1..............4");
    assert_eq!(p.source.name.as_deref(), Some("Jigsaw"));
    assert_eq!(p.geometry.variant(), Variant::STANDARD);
    // Regions that do not hold together are refused.
    let broken = text.replace(
        r#"[{"region": 0}, {"region": 0}"#,
        r#"[{"region": 0}, {"region": 1}"#,
    );
    let broken = broken.replace(
        r#"{"region": 1}, {"region": 1}]"#,
        r#"{"region": 0}, {"region": 1}]"#,
    );
    let e = read(&broken).unwrap_err().to_string();
    assert!(
        e.contains("the regions of 'grid': region 0 of the block map is not connected"),
        "{e}"
    );
    // The jigsaw 0001/0111/2223/2333: the cells of the default boxes
    // (0011/0011/2233/2233) that differ name their region.
    let jigsaw = r#"{"size": 4, "grid": [
        [{}, {}, {"region": 0}, {}],
        [{}, {"region": 1}, {"region": 1}, {"region": 1}],
        [{}, {}, {"region": 2}, {}],
        [{}, {"region": 3}, {}, {}]
    ]}"#;
    let p = &read(jigsaw).unwrap()[0];
    assert_eq!(p.geometry.variant(), Variant::JIGSAW);
    let map: Vec<u32> = "1112122233343444".bytes().map(u32::from).collect();
    let want = Geometry::from_block_map(4, &map).unwrap();
    assert_eq!(p.geometry.constraints(), want.constraints());
}

#[test]
fn every_rule_sheetdoku_lacks_is_refused_by_its_name() {
    let e = refusal(&four(
        r#","betweenline":[{"lines":[["R1C1","R1C2","R1C3"]]}]"#,
    ));
    assert_eq!(
        e,
        "p.json: this puzzle uses 'betweenline', which sheetdoku does not support"
    );
    let e = refusal(&four(
        r#","quadruple":[{"cells":["R1C1"]}],"clone":[{}],"xsum":[{}]"#,
    ));
    assert!(
        e.contains("uses 'clone', 'quadruple' and 'xsum', which sheetdoku does not support"),
        "{e}"
    );
    // In the teacher's language, the rules still by their f-puzzles names.
    let e = sheetdoku_i18n::with_language(sheetdoku_i18n::Lang::Sk, || {
        refusal(&four(r#","quadruple":[{"cells":["R1C1"]}],"xsum":[{}]"#))
    });
    assert!(
        e.contains("táto úloha používa 'quadruple' a 'xsum', čo sheetdoku nepodporuje"),
        "{e}"
    );
    // The negative constraint of dots and XV is read (`negative_tests.rs`);
    // any other is refused by its name.
    let e = refusal(&four(r#","negative":["ratio","sum"]"#));
    assert!(e.contains("negative constraint of 'sum'"), "{e}");
    assert!(!e.contains("'ratio'"), "{e}");
    let e = refusal(&four(r#","text":[{"cells":["R1C1"],"value":"odd"}]"#));
    assert!(e.contains("drawings ('text')"), "{e}");
    let e = refusal(&four(r#","diagonal+":true"#));
    assert!(e.contains("uses 'diagonal+' alone"), "{e}");
    let e = refusal(&four(r#","diagonal-":true,"diagonal+":false"#));
    assert!(e.contains("uses 'diagonal-' alone"), "{e}");
    // A cage without a sum (no `value`, or an empty one) is read as a
    // cage without a total.
    for cage in [
        r#","killercage":[{"cells":["R1C1","R1C2"]}]"#,
        r#","killercage":[{"cells":["R1C1","R1C2"],"value":""}]"#,
    ] {
        let read = read(&four(cage)).unwrap();
        let sums: Vec<sheetdoku_core::CageSum> =
            read[0].geometry.cages().map(|(_, c)| c.sum).collect();
        assert_eq!(sums, vec![sheetdoku_core::CageSum::NotGiven], "{cage}");
    }
    let e = refusal(&four(
        r#","killercage":[{"cells":["R1C1","R1C2"],"value":"x"}]"#,
    ));
    assert!(e.contains("its sum 'x' is not a whole number"), "{e}");
    let e = refusal(&four(
        r#","killercage":[{"cells":["R1C1","R1C2"],"value":"30"}]"#,
    ));
    assert!(e.contains("'killercage': "), "{e}");
    let e = refusal(&four(r#","extraregion":[{"cells":["R1C1","R1C2"]}]"#));
    assert!(
        e.contains("extra region 1 ('extraregion') has 2 cells"),
        "{e}"
    );
    let text = four("").replace(
        r#"{"value":1,"given":true}"#,
        r#"{"givenPencilMarks":[1,2]}"#,
    );
    let e = refusal(&text);
    assert!(
        e.contains("R1C1: this puzzle uses 'givenPencilMarks'"),
        "{e}"
    );
}

#[test]
fn bad_cells_sizes_and_json_are_refused_where_they_are() {
    let e = refusal(&four(r#","killercage":[{"cells":["R10C2"],"value":"3"}]"#));
    assert!(e.contains("R10C2 is outside the 4x4 grid"), "{e}");
    let e = refusal(&four("").replace(r#""value":1"#, r#""value":7"#));
    assert!(
        e.contains("R1C1: the given 7 is not a digit of the 4x4 grid"),
        "{e}"
    );
    let e = refusal(&four("").replace(r#""size":4"#, r#""size":30"#));
    assert!(e.contains("a 30x30 grid is not supported"), "{e}");
    let e = refusal(&four("").replace(r#""size":4"#, r#""size":5"#));
    assert!(e.contains("'grid' has 4 rows"), "{e}");
    let e = refusal(r#"{"size":4}"#);
    assert!(e.contains("it has no 'grid'"), "{e}");
    let e = refusal("{\n  \"size\": 4,\n  \"grid\": [,]\n}");
    assert!(
        e.starts_with("p.json, line 3: not valid f-puzzles JSON"),
        "{e}"
    );
    let e = refusal("[1, 2]");
    assert!(e.contains("line 1"), "{e}");
    let e = refusal("{\"size\": [1]}");
    assert!(e.contains("'size' is [1]"), "{e}");
    let e = refusal(&four("").replace(r#""given":true}"#, r#""given":true,"region":9}"#));
    assert!(
        e.contains("R1C1: region 9 is not one of the 4 regions"),
        "{e}"
    );
}

/// A 7x7 has no boxes: f-puzzles' default region of a cell is its row,
/// and a jigsaw names the regions of the cells that leave theirs.
#[test]
fn a_size_without_boxes_takes_rows_for_the_regions_left_out() {
    let grid = |rows: [&str; 7]| {
        let rows: Vec<String> = rows
            .iter()
            .map(|r| {
                let cells: Vec<String> = r
                    .chars()
                    .map(|c| match c {
                        '-' => "{}".to_string(),
                        d => format!(r#"{{"region":{d}}}"#),
                    })
                    .collect();
                format!("[{}]", cells.join(","))
            })
            .collect();
        format!(r#"{{"size":7,"grid":[{}]}}"#, rows.join(","))
    };
    let latin = &read(&grid(["-------"; 7])).unwrap()[0];
    assert_eq!(latin.geometry.block_of(7 * 3 + 4), 3, "row 4 is a region");
    // Rows 1 to 3 keep theirs; rows 4 to 7 share regions 3 to 6.
    let map = [
        "-------", "-------", "-------", "---4555", "33---55", "3644465", "3-----5",
    ];
    let jigsaw = &read(&grid(map)).unwrap()[0];
    assert_eq!(jigsaw.geometry.variant(), Variant::JIGSAW);
    let last_row: Vec<usize> = (42..49).map(|c| jigsaw.geometry.block_of(c)).collect();
    assert_eq!(last_row[0], jigsaw.geometry.block_of(21));
    assert!(last_row[1..6].iter().all(|&b| b == last_row[1]));
    round_trip(&jigsaw.geometry, &Grid::empty(7));
}

#[test]
fn player_digits_are_not_givens() {
    let text = four("").replace(r#"{},{},{}]"#, r#"{"value":2},{},{}]"#);
    assert_eq!(read(&text).unwrap()[0].givens.given_count(), 1);
}

#[test]
fn a_text_of_links_reads_one_puzzle_a_line() {
    let g = Geometry::standard(4).unwrap();
    let a = fpuzzles_links(&g, &some_givens(4), Some("A")).unwrap();
    let b = fpuzzles_links(&g, &Grid::empty(4), None).unwrap();
    let text = format!("# two links\n{}\n\n{}\n", a.fpuzzles, b.sudokupad);
    assert!(is_fpuzzles_text(&text));
    let ps =
        parse_fpuzzles_text(&text, Some(Path::new("links.txt")), &ReadOptions::default()).unwrap();
    assert_eq!(ps.len(), 2);
    assert_eq!((ps[0].source.line, ps[1].source.line), (Some(2), Some(4)));
    assert_eq!(ps[0].source.name.as_deref(), Some("A"));
    let text = format!("{}\n1...............\n", a.fpuzzles);
    let e = parse_fpuzzles_text(&text, Some(Path::new("links.txt")), &ReadOptions::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("links.txt, line 2: not an f-puzzles or SudokuPad link"),
        "{e}"
    );
    let e = parse_fpuzzles_text(
        "https://f-puzzles.com/?load=N4IgzglgXp\n",
        Some(Path::new("links.txt")),
        &ReadOptions::default(),
    )
    .unwrap_err()
    .to_string();
    assert!(e.starts_with("links.txt, line 1: "), "{e}");
}

#[test]
fn a_size_or_variant_asked_for_must_be_the_puzzles() {
    let opts = |size, variant| ReadOptions::default().with_size(size).with_variant(variant);
    let text = four("");
    let path = Some(Path::new("p.json"));
    assert!(parse_fpuzzles_text(&text, path, &opts(Some(4), Some(Variant::STANDARD))).is_ok());
    let e = parse_fpuzzles_text(&text, path, &opts(Some(9), None)).unwrap_err();
    assert!(e.to_string().contains("the size asked for is 9x9"), "{e}");
    let e = parse_fpuzzles_text(&text, path, &opts(None, Some(Variant::X))).unwrap_err();
    assert!(e.to_string().contains("the variant asked for is x"), "{e}");
}

#[test]
fn a_link_in_place_of_a_file_is_named_by_its_start() {
    let g = Geometry::standard(9).unwrap();
    let links = fpuzzles_links(&g, &some_givens(9), None).unwrap();
    assert!(is_puzzle_link(&links.sudokupad));
    let ps = read_link(&links.sudokupad, &ReadOptions::default()).unwrap();
    assert_eq!(ps[0].givens, some_givens(9));
    let bad = "https://sudokupad.app/fpuzzlesN4IgzglgXpBiBOB7AtgAwCZwQQxgZCWQSW";
    let e = read_link(bad, &ReadOptions::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("https://sudokupad.app/fpuzzlesN4IgzglgXpBiBOB7At...: "),
        "{e}"
    );
}

#[test]
fn kropki_dots_and_xv_are_read_as_f_puzzles_writes_them() {
    use sheetdoku_core::{Pair, PairKind};
    let puzzles = read(&four(
        r#","difference":[{"cells":["R1C2","R1C1"]}],"ratio":[{"cells":["R2C1","R2C2"],"value":"2"}],"xv":[{"cells":["R3C1","R4C1"],"value":"v"}]"#,
    ))
    .unwrap();
    let marks: Vec<&Constraint> = puzzles[0].geometry.added_constraints().iter().collect();
    assert_eq!(
        marks,
        [
            &Constraint::Pair(Pair::new(PairKind::KropkiWhite, 0, 1)),
            &Constraint::Pair(Pair::new(PairKind::KropkiBlack, 4, 5)),
            &Constraint::Pair(Pair::new(PairKind::V, 8, 12)),
        ]
    );
    let e = refusal(&four(
        r#","difference":[{"cells":["R1C2","R1C1"],"value":"3"}]"#,
    ));
    assert!(
        e.contains(
            "mark 1 at R1C2 ('difference') has the value 3, which sheetdoku does not support"
        ),
        "{e}"
    );
    let e = refusal(&four(r#","xv":[{"cells":["R1C2","R1C1"],"value":"W"}]"#));
    assert!(e.contains("is neither an X nor a V"), "{e}");
    let e = refusal(&four(r#","ratio":[{"cells":["R1C1","R1C3"]}]"#));
    assert!(e.contains("A1 and C1, which do not share a side"), "{e}");
    let e = refusal(&four(r#","ratio":[{"cells":["R1C1"]}]"#));
    assert!(e.contains("has 1 cells; a mark joins 2"), "{e}");
    // An X on a 4x4 asks for digits no two of 1 to 4 are.
    let e = refusal(&four(r#","xv":[{"cells":["R1C1","R1C2"],"value":"X"}]"#));
    assert!(e.contains("digits adding up to 10"), "{e}");
}

/// A 4x4 JSON with lines (each key's entries as f-puzzles writes them).
#[test]
fn lines_are_read_in_their_order_from_the_bulb() {
    use sheetdoku_core::{Line, LineKind};
    // A thermometer from its bulb at R3C2 up and right, a whisper line
    // going back left, a palindrome bending at a corner, a renban line
    // from the bottom left corner up.
    let puzzles = read(&four(
        r#","thermometer":[{"lines":[["R3C2","R2C2","R1C3"]]}],"whispers":[{"lines":[["R4C4","R4C3"]]}],"palindrome":[{"lines":[["R3C4","R2C4","R2C3"]]}],"renban":[{"lines":[["R4C1","R3C1","R4C2"]]}]"#,
    ))
    .unwrap();
    let line = |kind, cells: &[usize]| {
        Constraint::Line(Line {
            kind,
            cells: cells.to_vec(),
        })
    };
    assert_eq!(
        puzzles[0].geometry.added_constraints(),
        [
            line(LineKind::Thermometer, &[9, 5, 2]),
            line(LineKind::Whisper, &[15, 14]),
            line(LineKind::Palindrome, &[11, 7, 6]),
            line(LineKind::Renban, &[12, 8, 13]),
        ]
    );
    // Two branches of one thermometer share its bulb: two thermometers.
    let puzzles = read(&four(
        r#","thermometer":[{"lines":[["R4C1","R3C1"],["R4C1","R4C2"]]}]"#,
    ))
    .unwrap();
    assert_eq!(
        puzzles[0].geometry.added_constraints(),
        [
            line(LineKind::Thermometer, &[12, 8]),
            line(LineKind::Thermometer, &[12, 13]),
        ]
    );
}

#[test]
fn a_line_that_jumps_or_repeats_a_cell_is_refused_by_name() {
    let e = refusal(&four(
        r#","thermometer":[{"lines":[["R3C2","R1C2","R1C3"]]}]"#,
    ));
    assert!(
        e.contains("line 1 at R3C2 ('thermometer') goes from R3C2 to R1C2, which do not touch"),
        "{e}"
    );
    let e = refusal(&four(
        r#","palindrome":[{"lines":[["R1C2","R2C2"]]},{"lines":[["R1C1","R2C1","R1C1"]]}]"#,
    ));
    assert!(
        e.contains("line 2 at R1C1 ('palindrome') passes through R1C1 twice"),
        "{e}"
    );
    let e = refusal(&four(r#","whispers":[{"lines":[["R1C1","R9C2"]]}]"#));
    assert!(
        e.contains("line 1 at R1C1 ('whispers'): R9C2 is outside the 4x4 grid"),
        "{e}"
    );
    // One cell is no line: the core says so, under the key.
    let e = refusal(&four(r#","whispers":[{"lines":[["R1C1"]]}]"#));
    assert!(
        e.contains("'whispers': the whisper line needs two cells or more"),
        "{e}"
    );
}

/// Longer lines of each kind, their cells out of reading order, keep
/// their order through the JSON and both links.
#[test]
fn every_kind_of_line_keeps_its_order_through_its_links() {
    use sheetdoku_core::{Line, LineKind};
    let lines = [
        (LineKind::Thermometer, vec![40, 31, 22, 12, 2]),
        (LineKind::Whisper, vec![80, 70, 60, 61]),
        (LineKind::Palindrome, vec![54, 46, 38, 28, 18]),
        (LineKind::Renban, vec![50, 41, 42, 33]),
    ];
    for (kind, cells) in lines {
        let g = Geometry::standard(9)
            .unwrap()
            .with_constraint(Constraint::Line(Line { kind, cells }))
            .unwrap();
        round_trip(&g, &Grid::empty(9));
    }
}

/// `"antiknight": true` and `"antiking": true` are the rules of the whole
/// grid, read and written back through the JSON and both links; `false`
/// is none.
#[test]
fn the_anti_knight_and_anti_king_keys_are_read_and_written() {
    use sheetdoku_core::{Anti, AntiKind};
    let puzzles = read(&four(r#","antiknight":true,"antiking":false"#)).unwrap();
    assert_eq!(
        puzzles[0].geometry.added_constraints(),
        [Constraint::Anti(Anti::new(AntiKind::Knight, 4))]
    );
    for kinds in [
        &[AntiKind::Knight][..],
        &[AntiKind::King],
        &[AntiKind::Knight, AntiKind::King],
    ] {
        let g = kinds
            .iter()
            .try_fold(Geometry::standard(9).unwrap(), |g, &k| {
                g.with_constraint(Constraint::Anti(Anti::new(k, 9)))
            })
            .unwrap();
        let links = fpuzzles_links(&g, &Grid::empty(9), None).unwrap();
        for kind in kinds {
            let key = match kind {
                AntiKind::Knight => r#""antiknight":true"#,
                AntiKind::King => r#""antiking":true"#,
            };
            assert!(links.json.contains(key), "{}", links.json);
        }
        round_trip(&g, &Grid::empty(9));
    }
}
