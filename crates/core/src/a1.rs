//! Spreadsheet names of sheet positions ("C4"), with no other knowledge of
//! grids: the grid's cell names ([`crate::CellNamer`]) and the errors that
//! name a cell build on them.

/// Spreadsheet column letters of a 0-based column: 0 = A, 25 = Z, 26 = AA.
pub fn column_letters(col: usize) -> String {
    let mut out = vec![b'A' + (col % 26) as u8];
    let mut col = col / 26;
    while col > 0 {
        let rem = (col - 1) % 26;
        out.push(b'A' + rem as u8);
        col = (col - 1) / 26;
    }
    out.reverse();
    String::from_utf8(out).expect("ASCII letters")
}

/// The A1 name of a 0-based sheet position: `a1(3, 2)` is "C4".
pub fn a1(row: usize, col: usize) -> String {
    format!("{}{}", column_letters(col), u128::from(row as u64) + 1)
}
