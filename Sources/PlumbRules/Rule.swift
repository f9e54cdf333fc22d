import PlumbModel
