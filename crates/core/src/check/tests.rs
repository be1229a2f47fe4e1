use super::*;
use crate::geometry::Variant;

// The solved grids printed in Peško's paper.
const TABLE3_X: &str =
    "259613847381947265674528913896371453123456789745289136518732694932164578467895321";
const TABLE5_WINDOKU: &str =
    "219367854456128397378495216523914768184276935697853421731549682842631579965782143";
const TABLE6_WINDOKU_X: &str =
    "123456789548279613679318524216597438397184256854632971782961345931745862465823197";

#[test]
fn table_3_sudoku_x_is_invalid_as_printed_at_row_4_column_9() {
    let g = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let grid = Grid::parse_line(TABLE3_X).unwrap();
    let report = check(&g, &grid);
    assert!(!report.is_valid());
    let namer = CellNamer::default();
    let text: Vec<String> = report
        .conflicts
        .iter()
        .map(|c| c.describe(&g, &namer))
        .collect();
    // Row 4 holds 3 twice (D4 and I4); I4 should be 2, so its column and
    // its block hold 3 twice as well. I4 is on no diagonal.
    assert!(
        text.contains(&"D4 and I4 both hold 3 in row 4".to_string()),
        "{text:?}"
    );
    assert!(
        text.contains(&"I3 and I4 both hold 3 in column I".to_string()),
        "{text:?}"
    );
    assert!(
        text.contains(&"I4 and H6 both hold 3 in the middle-right block".to_string()),
        "{text:?}"
    );
    assert_eq!(report.conflicts.len(), 3, "{text:?}");
    assert!(report.conflicting_cells().contains(&35)); // I4 = row 3, col 8
}

#[test]
fn windoku_grids_of_the_paper_validate() {
    let w = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    assert!(check(&w, &Grid::parse_line(TABLE5_WINDOKU).unwrap()).is_solved());
    let wx = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
    assert!(check(&wx, &Grid::parse_line(TABLE6_WINDOKU_X).unwrap()).is_solved());
    // Table 5 is not a Windoku X (its diagonals repeat digits).
    assert!(!check(&wx, &Grid::parse_line(TABLE5_WINDOKU).unwrap()).is_valid());
}

#[test]
fn a_cage_is_broken_by_a_repeat_by_too_much_or_by_a_wrong_sum() {
    let g = crate::test_killers::KILLER4.geometry();
    let namer = CellNamer::default();
    let said = |line: &str| -> Vec<String> {
        let grid = Grid::parse_line(line).unwrap();
        let report = check(&g, &grid);
        report
            .conflicts
            .iter()
            .map(|c| c.describe(&g, &namer))
            .collect()
    };
    // The answer breaks nothing.
    assert!(said("1234341221434321").is_empty());
    // B4 and C4 hold 4 and 2 in the cage of 5.
    assert_eq!(
        said(".............42.").last().unwrap(),
        "B4 and C4 add up to 6 in the cage of 5 at B4, more than its sum"
    );
    // Short of the sum while a cell is empty is no conflict.
    assert!(said("....3...4.......").is_empty());
    assert_eq!(
        said("2...............").last().unwrap(),
        "A1 holds 2 in the cage of 1 at A1, more than its sum"
    );
    // D2 and D3 fill the cage of 5 with 1 and 3.
    assert_eq!(
        said(".......1...3....").last().unwrap(),
        "the cage of 5 at D2 is full and adds up to 4 (D2 and D3)"
    );
    // B1 and B3 repeat 2 in the cage (and in column B).
    let text = said(".2.......2......");
    assert!(
        text.contains(&"B1 and B3 both hold 2 in the cage of 7 at B1".to_string()),
        "{text:?}"
    );
    assert_eq!(text.len(), 2, "{text:?}");
}

#[test]
fn three_cells_are_named_all() {
    let g = Geometry::standard(4).unwrap();
    let grid = Grid::parse_line("1.11............").unwrap();
    let c = &check(&g, &grid).conflicts[0];
    assert_eq!(
        c.describe(&g, &CellNamer::default()),
        "A1, C1 and D1 all hold 1 in row 1"
    );
}
