export * from '../../../../ui/DeviceList.css.ts'
