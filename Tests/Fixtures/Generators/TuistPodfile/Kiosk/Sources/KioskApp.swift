import Charts

let screen = "Kiosk"
