struct Screen {
  var title = "Kiosk"
}
