import UnknownTemplateKit

let title = "{{title}}"
